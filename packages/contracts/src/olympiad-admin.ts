/**
 * A tournament's money and management: closing it (prize allocations), adding money to its
 * races (its director or a patron), its admins, paying the prizes out and players' payout
 * accounts. The allocation states are game-rules' (`ALLOCATION_STATES`), labelled on the pages
 * with the spec's words (Divergent value, Not eligible, No Payment!, No wallet).
 */
import { ALLOCATION_STATES, validateFunding } from '@nervus/game-rules';
import * as v from 'valibot';
import { IdSchema, optionalText, REQUIRED, TimestampSchema } from './common.js';

export const AllocationStateSchema = v.picklist(ALLOCATION_STATES);

/** A player as the tournament's money pages show them. */
export const OlympiadPersonSchema = v.object({
  id: IdSchema,
  handle: v.string(),
  screen_name: v.string(),
  avatar_url: v.nullable(v.string()),
});

/** One allocation of a closed olympiad's race: who won what, and what became of it. */
export const AllocationSchema = v.object({
  id: IdSchema,
  race: v.object({ id: IdSchema, board: v.string(), name: v.string() }),
  user: OlympiadPersonSchema,
  rank: v.number(),
  cents: v.number(),
  /** The player's neurons on the race's board when allocated (3 decimals). */
  neurons: v.number(),
  state: AllocationStateSchema,
  paid_at: v.nullable(TimestampSchema),
  created_at: TimestampSchema,
});
export type Allocation = v.InferOutput<typeof AllocationSchema>;

/** What a race's prize came to at close. */
export const RaceOutcomeSchema = v.object({
  race_id: IdSchema,
  board: v.string(),
  name: v.string(),
  prize_cents: v.number(),
  /** Cents nobody could win, given back to the tournament's owner. */
  unawarded_cents: v.number(),
});

/** An olympiad's allocations, by race then rank, with what the races came to. */
export const OlympiadAllocationsSchema = v.object({
  olympiad: v.object({
    id: IdSchema,
    name: v.string(),
    status: v.picklist(['open', 'closed']),
    start_time: TimestampSchema,
    end_time: TimestampSchema,
    closed_at: v.nullable(TimestampSchema),
    prize_total: v.number(),
    platform: v.object({ id: IdSchema, slug: v.string(), name: v.string() }),
  }),
  races: v.array(RaceOutcomeSchema),
  allocations: v.array(AllocationSchema),
  /** Cents paid out so far. */
  paid_cents: v.number(),
});
export type OlympiadAllocations = v.InferOutput<typeof OlympiadAllocationsSchema>;

/** `POST /olympiad/olympiads/{id}/close`: closing early must be confirmed in the request. */
export const CloseOlympiadInputSchema = v.strictObject({
  confirm: v.literal(true, 'Confirm that you want to close the tournament now.'),
});

/** The close's answer: the allocations, and whether this call closed it (false on a retry). */
export const ClosedOlympiadSchema = v.object({
  ...OlympiadAllocationsSchema.entries,
  closed_now: v.boolean(),
});

/** Money added to a race's prize: at least $1, whole cents. */
export const RaceFundingInputSchema = v.strictObject({
  cents: v.pipe(
    v.number('Enter the amount in cents.'),
    v.rawCheck<number>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const result = validateFunding(dataset.value);
      if (!result.ok) for (const error of result.errors) addIssue({ message: error.error });
    }),
  ),
  message: optionalText(280),
});

/** One pledge to a race's prize: its director's or a patron's. */
export const RaceFundingSchema = v.object({
  id: v.number(),
  race: v.object({ id: IdSchema, board: v.string(), name: v.string() }),
  funder: OlympiadPersonSchema,
  cents: v.number(),
  created_at: TimestampSchema,
});
export type RaceFunding = v.InferOutput<typeof RaceFundingSchema>;

/** A pledge made: it, the race's prize now and the funder's balance after it. */
export const RaceFundedSchema = v.object({
  funding: RaceFundingSchema,
  prize_cents: v.number(),
  balance_cents: v.number(),
  /** False when a retry found the pledge already made. */
  charged: v.boolean(),
});

/** A tournament's admins (its platform's staff) and its director. */
export const OlympiadAdminSchema = v.object({
  user: OlympiadPersonSchema,
  role: v.picklist(['owner', 'ambassador', 'staff']),
  created_at: TimestampSchema,
});
export const OlympiadAdminInputSchema = v.strictObject({
  handle: v.pipe(v.string(REQUIRED), v.trim(), v.nonEmpty(REQUIRED), v.maxLength(120)),
});

/** What a payout did with one allocation. */
export const PayoutResultSchema = v.object({
  allocation_id: IdSchema,
  user: OlympiadPersonSchema,
  cents: v.number(),
  /** The state before this payout. */
  before: AllocationStateSchema,
  state: AllocationStateSchema,
  /** Paid by this call (false for what was paid before or not paid). */
  paid_now: v.boolean(),
  /** Why a payable allocation was not paid (the provider's refusal). */
  error: v.nullable(v.string()),
});

/** `POST /admin/payout/olympiad` and the owner's payout: every allocation's outcome. */
export const PayoutRunSchema = v.object({
  olympiad_id: IdSchema,
  results: v.array(PayoutResultSchema),
  /** Cents paid by this call. */
  paid_cents: v.number(),
});
export type PayoutRun = v.InferOutput<typeof PayoutRunSchema>;

export const PayoutInputSchema = v.strictObject({ olympiad_id: IdSchema });

/**
 * `POST /admin/olympiads/{id}/result-prize-calcualtion`: recomputes a closed olympiad's
 * allocations from its boards. A dry run (`apply` false, the default) answers what they would
 * be; `apply` replaces them, refused (409) once anything was paid.
 */
export const PrizeCalculationInputSchema = v.strictObject({
  apply: v.optional(v.boolean(), false),
});
export const PrizeCalculationSchema = v.object({
  applied: v.boolean(),
  /** Whether the recomputed allocations differ from the stored ones. */
  changed: v.boolean(),
  allocations: v.array(
    v.object({
      race_id: IdSchema,
      user_id: IdSchema,
      handle: v.string(),
      rank: v.number(),
      cents: v.number(),
      neurons: v.number(),
      state: AllocationStateSchema,
    }),
  ),
  races: v.array(RaceOutcomeSchema),
});

/** A player's payout account: where their prizes are sent. */
export const PayoutAccountSchema = v.object({
  provider: v.string(),
  account_ref: v.string(),
  created_at: TimestampSchema,
});
export const PayoutAccountInputSchema = v.strictObject({
  account_ref: v.pipe(
    v.string(REQUIRED),
    v.trim(),
    v.nonEmpty(REQUIRED),
    v.maxLength(200, 'Write at most 200 characters.'),
  ),
});
