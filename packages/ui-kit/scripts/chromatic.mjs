// Publishes the Storybook to Chromatic only where its token is set: offline (no token) it says
// so and succeeds, so that `pnpm chromatic` never fails a machine that has no Chromatic project.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.info(
    'Chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set (nothing was built or published). ' +
      'Set it to the project token to publish the Storybook to Chromatic.',
  );
  process.exit(0);
}
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
// Built first, so that what is published is this checkout's Storybook, not an older build.
const built = run('pnpm', ['build-storybook']);
if (built !== 0) process.exit(built);
process.exit(
  run('npx', [
    '--yes',
    'chromatic',
    '--exit-zero-on-changes',
    '--storybook-build-dir',
    'storybook-static',
  ]),
);
