import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.js';
import { allow, deny, enforce } from './policy.js';

describe('enforce', () => {
  it('lets an allowed decision through', () => {
    expect(() => enforce(allow)).not.toThrow();
  });

  it('throws the refusal with its status and message', () => {
    const error = (() => {
      try {
        enforce(deny('Not yours.', 404));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Not yours.', errors: [] });
  });

  it('gives a 422 refusal a field-less error', () => {
    expect(() => enforce(deny('Closed.', 422))).toThrow(
      expect.objectContaining({ status: 422, errors: [{ field: '*', error: 'Closed.' }] }),
    );
  });
});
