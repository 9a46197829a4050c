// Calls to the API under test, for setting the scene of a journey (the page is what is tested).
import { expect, inject } from 'vitest';

const tokens = new Map<string, string>();

/** A demo player's access token (password grant), once per player and file. */
export async function tokenOf(username: string): Promise<string> {
  const known = tokens.get(username);
  if (known) return known;
  const answer = await fetch(`${inject('baseURL')}/api/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username, password: 'nervus-demo-2026' }),
  });
  expect(answer.status, `sign-in as ${username}`).toBe(200);
  const token = ((await answer.json()) as { access_token: string }).access_token;
  tokens.set(username, token);
  return token;
}

/** Calls the API as a player; `who` null calls as a visitor. */
export async function callAs<T = { data: Record<string, unknown> }>(
  who: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const answer = await fetch(`${inject('baseURL')}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(who ? { authorization: `Bearer ${await tokenOf(who)}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await answer.text();
  return { status: answer.status, body: (text ? JSON.parse(text) : null) as T };
}

export interface PublishOptions {
  readonly title: string;
  readonly who?: string;
  readonly detail?: string;
  /** Days until it ends (7 by default). */
  readonly days?: number;
  /** Other challenge fields (category, format, tags …). */
  readonly challenge?: Record<string, unknown>;
  readonly prize?: Record<string, unknown>;
  readonly deep_dives?: Record<string, unknown>;
  /** The catalyst's own idea (improve-an-idea and test-an-idea need one). */
  readonly idea?: Record<string, unknown>;
}

/** Publishes a challenge through `POST /challenges` (cora's by default) and answers it. */
export async function publishChallenge(options: PublishOptions) {
  const answer = await callAs<{ data: { challenge: { id: string; slug: string } } }>(
    options.who ?? 'cora',
    'POST',
    '/challenges',
    {
      challenge: {
        question_title: options.title,
        question_detail: options.detail ?? 'Set up by the browser tests.',
        platform_category: 'environment',
        innovation_scale: 'blue-sky',
        primary_image: '/api/images/generated/3fa94c12d07e81b5?w=1200',
        duration_end: new Date(Date.now() + (options.days ?? 7) * 86_400_000).toISOString(),
        tags: [],
        ...options.challenge,
      },
      prize: options.prize ?? { prize_type: 'points', prize_money: '0' },
      ...(options.deep_dives ? { deep_dives: options.deep_dives } : {}),
      ...(options.idea ? { idea: options.idea } : {}),
    },
  );
  expect(answer.status, `publish ${options.title}: ${JSON.stringify(answer.body)}`).toBe(201);
  return answer.body.data.challenge;
}
