/** Flags for a machine without a display, sandbox or network beyond localhost. */
export const CHROMIUM_FLAGS: readonly string[];
/** Where Debian, Ubuntu, Fedora, snap and macOS put Chromium or Chrome, most likely first. */
export const CANDIDATES: readonly string[];
/** How to get a browser, as the preflight and the error say it. */
export const HOW_TO_INSTALL: string;
type Env = Readonly<Record<string, string | undefined>>;
/** `CHROMIUM_PATH` when set and executable, else the first installed candidate, else null. */
export function findChromium(env?: Env, isExecutable?: (path: string) => boolean): string | null;
/** `findChromium()`, or an error that says how to install one. */
export function chromiumPath(env?: Env, isExecutable?: (path: string) => boolean): string;
