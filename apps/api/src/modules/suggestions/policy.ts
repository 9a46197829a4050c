/**
 * Who may do what with a suggestion box. An unanswered question exists only for its asker and
 * the box's owner (to everyone else it is not found); only the owner answers; nobody asks their
 * own box, and a closed box takes no questions.
 */
import { allow, type Decision, deny } from '../../http/policy.js';

interface Question {
  readonly askerId: string;
  readonly ownerId: string;
  readonly answered: boolean;
}

export function canSeeQuestion(viewerId: string | null, q: Question): Decision {
  if (q.answered || viewerId === q.askerId || viewerId === q.ownerId) return allow;
  return deny('Question not found.', 404);
}

export function canAnswer(viewerId: string, q: Question): Decision {
  const seen = canSeeQuestion(viewerId, q);
  if (!seen.allowed) return seen;
  return viewerId === q.ownerId ? allow : deny('Only the owner of this suggestion box can answer.');
}

export function canAsk(
  askerId: string,
  box: { readonly ownerId: string; readonly settledAt: Date | null },
): Decision {
  if (box.ownerId === askerId) return deny('You cannot send questions to your own box.');
  return box.settledAt === null ? allow : deny('This suggestion box is closed.', 409);
}
