#!/usr/bin/env node
// The test command's first step: say at once, and how to fix it, when the browser tiers cannot
// run, instead of failing minutes later inside them.
import { chromiumPath } from './index.js';

try {
  const path = chromiumPath();
  if (process.argv.includes('--print')) process.stdout.write(`${path}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
