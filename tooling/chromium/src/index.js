import { accessSync, constants } from 'node:fs';

/** Flags for a machine without a display, sandbox or network beyond localhost. */
export const CHROMIUM_FLAGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/** Where Debian, Ubuntu, Fedora, snap and macOS put Chromium or Chrome, most likely first. */
export const CANDIDATES = Object.freeze([
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
]);

/** How to get a browser, said once for the README, the preflight and the error. */
export const HOW_TO_INSTALL = [
  'The browser tests need Chromium (or Chrome) on this machine; none was found.',
  '  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium',
  '  Fedora:         sudo dnf install -y chromium',
  '  macOS:          brew install --cask chromium',
  'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
].join('\n');

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The browser to launch: `CHROMIUM_PATH` when set (it must exist: a wrong setting is an error,
 * not a reason to pick another browser), else the first installed candidate, else null.
 */
export function findChromium(env = process.env, isExecutable = executable) {
  const chosen = env.CHROMIUM_PATH;
  if (chosen) return isExecutable(chosen) ? chosen : null;
  return CANDIDATES.find((path) => isExecutable(path)) ?? null;
}

/** `findChromium()`, or an error that says how to install one. */
export function chromiumPath(env = process.env, isExecutable = executable) {
  const found = findChromium(env, isExecutable);
  if (found) return found;
  const message = env.CHROMIUM_PATH
    ? `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable.\n${HOW_TO_INSTALL}`
    : HOW_TO_INSTALL;
  throw new Error(message);
}
