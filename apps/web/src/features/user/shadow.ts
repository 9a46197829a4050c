/**
 * An admin's shadowing of a user, apart from the user's queries: the loader of every page under
 * a user's address reads those, and a page should not load the accounts calls' table (sign-up's
 * rules) for a button only admins see on the user's own page.
 */
import { api, startSessionForNextPage } from '../../lib/api.js';

/**
 * Starts an admin's shadow session as the user, for the next document: the caller loads the
 * shadowed player's page as a new document at once, so every cached answer there is theirs and
 * nothing needs invalidating here.
 */
export async function startShadowing(handle: string): Promise<void> {
  const answer = await api.call('shadow', { body: { user_handle: handle } });
  await startSessionForNextPage(answer.data.token);
}
