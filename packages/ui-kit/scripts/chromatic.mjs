// Publishes the Storybook to Chromatic only where its token is set: offline it never exits.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.info('CHROMATIC_PROJECT_TOKEN is not set: skipping Chromatic.');
  process.exit(0);
}
const run = spawnSync(
  'npx',
  ['--yes', 'chromatic', '--exit-zero-on-changes', '--storybook-build-dir', 'storybook-static'],
  {
    stdio: 'inherit',
  },
);
process.exit(run.status ?? 1);
