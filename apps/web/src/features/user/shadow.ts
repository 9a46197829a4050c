/**
 * An admin's shadowing of a user, apart from the user's queries: the loader of every page under
 * a user's address reads those, and a page should not load the accounts calls' table (sign-up's
 * rules) for a button only admins see on the user's own page.
 */
import { api, startSession } from '../../lib/api.js';

/**
 * Starts an admin's shadow session as the user. The page reloads afterwards, so every cached
 * answer belongs to the shadowed user and nothing needs invalidating here.
 */
export async function startShadowing(handle: string): Promise<void> {
  const answer = await api.call('shadow', { body: { user_handle: handle } });
  await startSession(answer.data.token);
}
