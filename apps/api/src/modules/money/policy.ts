/** Who may move money, and when: entry fees and funding. */
import type { UserRow } from '../../context.js';
import { allow, type Decision, deny } from '../../http/policy.js';

/** Paying an entry fee: only where there is one, never for your own challenge. */
export function canPayEntryFee(
  user: Pick<UserRow, 'id'>,
  challenge: { readonly catalystId: string; readonly ideaEntryFeeCents: number },
): Decision {
  if (challenge.ideaEntryFeeCents <= 0) return deny('This challenge has no entry fee.', 409);
  if (challenge.catalystId === user.id) {
    return deny('You cannot pay the entry fee of your own challenge.');
  }
  return allow;
}

/** A new entry (not a retry) is paid only while the challenge is open. */
export function canEnter(open: boolean): Decision {
  return open ? allow : deny('This challenge is closed.', 409);
}

export function canFund(payer: Pick<UserRow, 'id'>, receiver: Pick<UserRow, 'id'>): Decision {
  return payer.id === receiver.id ? deny('You cannot fund yourself.') : allow;
}
