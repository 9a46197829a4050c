/** Sending feedback: nothing the app shows changes afterwards, so nothing is invalidated. */
import type { CallBody } from '@nervus/contracts';
import { api } from '../../lib/api.js';

export async function sendFeedback(body: CallBody<'feedback'>) {
  return await api.call('feedback', { body });
}
