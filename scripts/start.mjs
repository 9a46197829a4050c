// `pnpm start`. The API server (issue 3) and the web app (issue 4) are not built yet; until
// they are, this says what the command will serve so that the README's first line stays true.
const port = process.env.PORT ?? '3000';
console.info(`Nervus is not runnable yet: only the game-rules package exists.

When the API and the web app land, \`pnpm start\` will build them, apply the database
migrations, seed demo data into the embedded database (./.data) and serve, on one port:

  http://localhost:${port}/        the web app (comedy.localhost:${port} for a sub-platform)
  http://localhost:${port}/api     the API, with /api/health and /api/openapi.json

Today: \`pnpm test\` runs every check, and \`pnpm bench\` the game-rules benchmark.`);
