// Runs the Playwright journeys against the production build when Chromium is present.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const bar = '!'.repeat(78);
  console.error(`\n${bar}\n!! E2E SKIPPED: Chromium not found at ${chromium}.`);
  console.error('!! Install it with:  apt-get update && apt-get install -y chromium');
  console.error('!! (or set CHROMIUM_PATH). Never run `npx playwright install` here.');
  console.error(`${bar}\n`);
  process.exit(process.env.CI ? 1 : 0);
}
execSync('npm run build -w @studypilot/web', { stdio: 'inherit' });
const r = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
