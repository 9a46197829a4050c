import { appendFileSync } from 'node:fs';

export function met(row) {
  if (!row.goal) return true;
  return row.goal.op === '>=' ? row.measured >= row.goal.value : row.measured <= row.goal.value;
}

export function record(row) {
  const file = process.env.BENCH_RESULTS;
  if (file) appendFileSync(file, `${JSON.stringify(row)}\n`);
  const goal = row.goal ? ` (goal ${row.goal.op} ${row.goal.value})` : '';
  const db = row.db ? ` [${row.db}]` : '';
  console.info(
    `${met(row) ? 'met ' : 'MISS'} ${row.target}${db}: ${row.measured} ${row.unit}${goal}${row.detail ? ` — ${row.detail}` : ''}`,
  );
}
