/**
 * What a browser's Content-Security-Policy report says, reduced to what is worth a log line:
 * the page, what was blocked, by which directive, and where. Addresses lose their query and
 * fragment, which may carry tokens (`/my-account?token=…`) that logs must never hold.
 */
import type { CspReport } from '@nervus/contracts';

export interface CspViolation {
  readonly document: string | undefined;
  readonly blocked: string | undefined;
  readonly directive: string | undefined;
  readonly source: string | undefined;
  readonly line: number | undefined;
  readonly column: number | undefined;
  readonly sample: string | undefined;
  readonly disposition: string | undefined;
}

/** An address without its query and fragment; keywords (`inline`, `eval`) as they are. */
export function withoutQuery(address: string | undefined): string | undefined {
  if (address === undefined) return undefined;
  const cut = address.search(/[?#]/);
  return (cut === -1 ? address : address.slice(0, cut)).slice(0, 500);
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const number = (value: unknown) => (typeof value === 'number' ? value : undefined);

/**
 * The violations of a report in either form: one from `report-uri`, any number from the
 * Reporting API (whose reports of other types are left out).
 *
 * @example violations({ 'csp-report': { 'blocked-uri': 'inline' } })[0]?.blocked // 'inline'
 */
export function violations(report: CspReport): CspViolation[] {
  if (!Array.isArray(report)) {
    const r = report['csp-report'];
    return [
      {
        document: withoutQuery(r['document-uri']),
        blocked: withoutQuery(r['blocked-uri']),
        directive: r['effective-directive'] ?? r['violated-directive'],
        source: withoutQuery(r['source-file']),
        line: r['line-number'],
        column: r['column-number'],
        sample: r['script-sample']?.slice(0, 200),
        disposition: r.disposition,
      },
    ];
  }
  return report
    .filter((r) => r.type === 'csp-violation')
    .map((r) => {
      const body = r.body ?? {};
      return {
        document: withoutQuery(text(body.documentURL) ?? r.url),
        blocked: withoutQuery(text(body.blockedURL)),
        directive: text(body.effectiveDirective),
        source: withoutQuery(text(body.sourceFile)),
        line: number(body.lineNumber),
        column: number(body.columnNumber),
        sample: text(body.sample)?.slice(0, 200),
        disposition: text(body.disposition),
      };
    });
}
