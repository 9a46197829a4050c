/**
 * Top-level domains that make a bare `name.tld` a link in a post: the whole IANA root zone
 * (generated into `tld-list.ts` from the `tlds` package, `pnpm tlds`), internationalised TLDs in
 * Unicode. Some 5 KB gzip, so only the post counter imports it (the package has no side effects:
 * bundlers leave it out of every page that does not count posts); handles and mentions use the
 * short `COMMON_TLDS`.
 */
import { TLD_LIST } from './tld-list.js';

/** Lower-case TLDs without the dot. */
export const LINK_TLDS: ReadonlySet<string> = new Set(TLD_LIST.split(' ').filter(Boolean));

/** True when `label` (any case) is a TLD of `LINK_TLDS`. */
export function isLinkTld(label: string): boolean {
  return LINK_TLDS.has(label.toLowerCase());
}
