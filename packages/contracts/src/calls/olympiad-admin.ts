/** A tournament's close, money, admins and payouts; players' payout accounts. */
import * as v from 'valibot';
import { envelope, listEnvelope, OkSchema, PageQuerySchema } from '../common.js';
import {
  ClosedOlympiadSchema,
  CloseOlympiadInputSchema,
  OlympiadAdminInputSchema,
  OlympiadAdminSchema,
  OlympiadAllocationsSchema,
  PayoutAccountInputSchema,
  PayoutAccountSchema,
  PayoutInputSchema,
  PayoutRunSchema,
  PrizeCalculationInputSchema,
  PrizeCalculationSchema,
  RaceFundedSchema,
  RaceFundingInputSchema,
  RaceFundingSchema,
} from '../olympiad-admin.js';
import { BaseOlympiadInputSchema, BaseOlympiadSchema } from '../olympiads.js';
import { defineCalls } from './define.js';

export const olympiadAdminCalls = defineCalls({
  directedBases: {
    method: 'GET',
    path: '/olympiad/directed',
    summary:
      "The tournaments you run: the base olympiads you direct or help run as an admin (your own platform's first)",
    tag: 'olympiads',
    auth: 'user',
    response: envelope(v.array(BaseOlympiadSchema)),
  },
  putBaseOlympiad: {
    method: 'PUT',
    path: '/olympiad/base-olympiads/{platform}',
    summary:
      "Change a platform's base olympiad (its director and admins): name, type, duration (cadence, time zone), races, stop (renews false), suspend or resume, profanity. Suspending and profanity apply to the open cycle at once; duration and races from the next, or now when none is open",
    tag: 'olympiads',
    auth: 'user',
    body: BaseOlympiadInputSchema,
    response: envelope(BaseOlympiadSchema),
  },
  closeOlympiad: {
    method: 'POST',
    path: '/olympiad/olympiads/{id}/close',
    summary:
      "Close an open olympiad now (its director, the platform's managers or an admin; `confirm: true` required) and allocate its prizes; a retry answers the same allocations",
    tag: 'olympiads',
    auth: 'user',
    movesMoney: true,
    body: CloseOlympiadInputSchema,
    response: envelope(ClosedOlympiadSchema),
  },
  olympiadAllocations: {
    method: 'GET',
    path: '/olympiad/olympiads/{id}/allocations',
    summary:
      "A closed olympiad's prize allocations and their payout states (its director, the platform's managers, admins)",
    tag: 'olympiads',
    auth: 'user',
    response: envelope(OlympiadAllocationsSchema),
  },
  payOutOwnOlympiad: {
    method: 'POST',
    path: '/olympiad/olympiads/{id}/payout',
    summary:
      "Pay out every eligible allocation of a closed olympiad (the tournament's owner); nothing is paid twice",
    tag: 'olympiads',
    auth: 'user',
    movesMoney: true,
    response: envelope(PayoutRunSchema),
  },
  raceFundings: {
    method: 'GET',
    path: '/olympiad/olympiads/{id}/fundings',
    summary: "The money added to an olympiad's races, newest first (its director and managers)",
    tag: 'olympiads',
    auth: 'user',
    query: PageQuerySchema,
    response: listEnvelope(RaceFundingSchema),
  },
  fundRace: {
    method: 'POST',
    path: '/olympiad/races/{id}/funding',
    summary:
      "Add money from your wallet to an open olympiad's race prize (its director or a patron): at least $1; needs an Idempotency-Key header; 402 when the wallet is short",
    tag: 'olympiads',
    auth: 'user',
    movesMoney: true,
    body: RaceFundingInputSchema,
    response: envelope(RaceFundedSchema),
    status: 201,
  },
  olympiadAdmins: {
    method: 'GET',
    path: '/olympiad/base-olympiads/{platform}/admins',
    summary: "A tournament's admins (its platform's staff); its director and managers",
    tag: 'olympiads',
    auth: 'user',
    response: envelope(v.array(OlympiadAdminSchema)),
  },
  addOlympiadAdmin: {
    method: 'PUT',
    path: '/olympiad/base-olympiads/{platform}/admins',
    summary: "Make a player (by handle) an admin of the tournament (its platform's staff)",
    tag: 'olympiads',
    auth: 'user',
    body: OlympiadAdminInputSchema,
    response: envelope(v.array(OlympiadAdminSchema)),
  },
  removeOlympiadAdmin: {
    method: 'DELETE',
    path: '/olympiad/base-olympiads/{platform}/admins/{user}',
    summary: "Remove a tournament's admin (by id or handle); the owner stays",
    tag: 'olympiads',
    auth: 'user',
    response: envelope(v.array(OlympiadAdminSchema)),
  },
  adminOlympiadPayments: {
    method: 'GET',
    path: '/admin/payments/olympiads/{id}',
    summary: "An olympiad's prize allocations with their payout states (admins)",
    tag: 'admin',
    auth: 'admin',
    response: envelope(OlympiadAllocationsSchema),
  },
  adminPayoutOlympiad: {
    method: 'POST',
    path: '/admin/payout/olympiad',
    summary:
      "Pay out a closed olympiad's eligible allocations through the payout provider (admins); a second call pays nothing new",
    tag: 'admin',
    auth: 'admin',
    movesMoney: true,
    body: PayoutInputSchema,
    response: envelope(PayoutRunSchema),
  },
  adminPrizeCalculation: {
    method: 'POST',
    path: '/admin/olympiads/{id}/result-prize-calcualtion',
    summary:
      "Recompute a closed, unpaid olympiad's prize allocations from its boards: a dry run, or `apply: true` (admins)",
    tag: 'admin',
    auth: 'admin',
    movesMoney: true,
    body: PrizeCalculationInputSchema,
    response: envelope(PrizeCalculationSchema),
  },
  payoutAccount: {
    method: 'GET',
    path: '/me/payout-account',
    summary: 'Your payout account (where prizes are sent), or null',
    tag: 'money',
    auth: 'user',
    response: envelope(v.nullable(PayoutAccountSchema)),
  },
  putPayoutAccount: {
    method: 'PUT',
    path: '/me/payout-account',
    summary: 'Set your payout account',
    tag: 'money',
    auth: 'user',
    body: PayoutAccountInputSchema,
    response: envelope(PayoutAccountSchema),
  },
  deletePayoutAccount: {
    method: 'DELETE',
    path: '/me/payout-account',
    summary: 'Remove your payout account',
    tag: 'money',
    auth: 'user',
    response: OkSchema,
  },
});
