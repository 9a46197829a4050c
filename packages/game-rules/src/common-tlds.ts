/**
 * The top-level domains people write in names and addresses: every country code plus the common
 * generic ones. A handle or mention ending in a dot and one of them (`ada.com`) reads as a web
 * address, so `validateHandle` refuses it and `findMentions` skips it; both use this one list, so
 * every valid handle can be mentioned. It is short on purpose: sign-up and profile forms carry it.
 * Links in posts use the whole IANA list instead (`tlds.ts`, loaded only where posts are counted).
 */
const COUNTRY_CODES =
  'ac ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bm bn bo br bs ' +
  'bt bw by bz ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee ' +
  'eg er es et eu fi fj fk fm fo fr ga gd ge gf gg gh gi gl gm gn gp gq gr gs gt gu gw gy hk hm ' +
  'hn hr ht hu id ie il im in io iq ir is it je jm jo jp ke kg kh ki km kn kp kr kw ky kz la lb ' +
  'lc li lk lr ls lt lu lv ly ma mc md me mg mh mk ml mm mn mo mp mq mr ms mt mu mv mw mx my mz ' +
  'na nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm pn pr ps pt pw py qa re ro rs ' +
  'ru rw sa sb sc sd se sg sh si sk sl sm sn so sr ss st su sv sx sy sz tc td tf tg th tj tk tl ' +
  'tm tn to tr tt tv tw tz ua ug uk us uy uz va vc ve vg vi vn vu wf ws ye yt za zm zw';

const GENERIC =
  'aero app art arpa asia biz blog cat club cloud com coop design dev edu email gov info int io ' +
  'jobs link live mil mobi museum name net news online org page pro shop site space store tech ' +
  'tel today top travel wiki website xyz';

/** Lower-case TLDs without the dot. */
export const COMMON_TLDS: ReadonlySet<string> = new Set(`${COUNTRY_CODES} ${GENERIC}`.split(' '));

/**
 * True when `name` ends in a dot and a TLD of `COMMON_TLDS` (any case), as a web address would.
 *
 * @example endsLikeDomain('support.com') // true
 * @example endsLikeDomain('team.rocket') // false
 */
export function endsLikeDomain(name: string): boolean {
  const lastDot = name.lastIndexOf('.');
  return lastDot > 0 && COMMON_TLDS.has(name.slice(lastDot + 1).toLowerCase());
}
