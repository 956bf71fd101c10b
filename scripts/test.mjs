// `npm test`: unit and API tests on PGlite, the API tests again on PostgreSQL when TEST_DATABASE_URL
// is set, then the e2e journeys in Chromium (skipped loudly when Chromium is missing).
import { spawnSync } from 'node:child_process';

function run(cmd, args, env = process.env) {
  console.log(`\n> ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const { TEST_DATABASE_URL, ...withoutPg } = process.env;
run('npx', ['vitest', 'run'], withoutPg);
if (TEST_DATABASE_URL) {
  console.log(`\nAPI tests again on PostgreSQL (${TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//')})`);
  run('npx', ['vitest', 'run', '--project', 'api'], process.env);
} else {
  console.log('\nTEST_DATABASE_URL not set: API tests ran on PGlite only.');
}
run('node', ['scripts/e2e.mjs']);
