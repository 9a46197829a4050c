/**
 * Policy decisions. Each module's `policy.ts` holds pure functions over the viewer and the rows
 * that answer a `Decision`; handlers `enforce` them. Nothing else in a handler decides who may
 * do what, so each rule is unit-tested per role in one place.
 */
import { ApiError } from './errors.js';

export type Decision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly status: 403 | 404 | 409 | 422; readonly message: string };

export const allow: Decision = { allowed: true };

/** A refusal: 403 unless the rule is better said as not found (hidden things) or a conflict. */
export function deny(message: string, status: 403 | 404 | 409 | 422 = 403): Decision {
  return { allowed: false, status, message };
}

/** Throws the refusal a decision carries; 422 refusals name no field (`*`). */
export function enforce(decision: Decision): void {
  if (decision.allowed) return;
  const errors = decision.status === 422 ? [{ field: '*', error: decision.message }] : [];
  throw new ApiError(decision.status, decision.message, errors);
}
