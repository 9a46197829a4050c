import { describe, expect, it } from 'vitest';
import { corsFor } from './cors.js';

const ALLOWED = 'https://app.nervus.test';
const cors = corsFor([ALLOWED]);

describe('corsFor', () => {
  it('answers a preflight from an allowed origin with what it may send', async () => {
    const res = cors.preflight(ALLOWED);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(res.headers.get('access-control-allow-methods')).toBe('GET,POST,PUT,PATCH,DELETE');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'Authorization,Content-Type,Idempotency-Key',
    );
    expect(res.headers.get('access-control-max-age')).toBe('600');
    expect(res.headers.get('vary')).toBe('Origin, Access-Control-Request-Headers');
    expect(await res.text()).toBe('');
  });

  it('names no origin in a preflight from another one', () => {
    const res = cors.preflight('https://evil.example');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('vary')).toContain('Origin');
  });

  it('lets an allowed origin read an answer, and says the answer varies by origin', () => {
    const headers = new Headers({ vary: 'Authorization' });
    cors.expose(headers, ALLOWED);
    expect(headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(headers.get('access-control-expose-headers')).toBe('X-Request-Id,Retry-After');
    expect(headers.get('vary')).toBe('Authorization, Origin');
    // Said once, however often it is asked.
    cors.expose(headers, ALLOWED);
    expect(headers.get('vary')).toBe('Authorization, Origin');
  });

  it('does not let another origin read it', () => {
    const headers = new Headers();
    cors.expose(headers, 'https://evil.example');
    expect(headers.get('access-control-allow-origin')).toBeNull();
    expect(headers.get('vary')).toBe('Origin');
  });
});
