/**
 * A player's home's address: the tab (open or closed challenges), the entry-fee filter the
 * podcast redirects send, and the page. A link reproduces what it showed; values the page
 * does not know fall back to the default instead of failing it (links get old or hand-edited).
 */
import * as v from 'valibot';

const loose = <T extends v.GenericSchema>(schema: T) =>
  v.fallback(v.optional(schema), undefined as v.InferOutput<T> | undefined);

export const UserHomeAddressSchema = v.object({
  tab: loose(v.picklist(['open', 'closed'])),
  filter: loose(v.picklist(['idea_entry_fee'])),
  page: loose(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000))),
});

export type UserHomeAddress = v.InferOutput<typeof UserHomeAddressSchema>;

/** What the address asks the server for. */
export function userChallengesAsk(address: UserHomeAddress) {
  return { state: address.tab ?? 'open', filter: address.filter, page: address.page ?? 0 } as const;
}
