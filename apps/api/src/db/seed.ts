/**
 * `npm run db:seed`: a demo student with courses, documents, tests and graded attempts (./demo-data.ts).
 * Uses the configured database (DATABASE_URL or the PGlite folder under DATA_DIR); safe to run twice.
 */
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './demo-data.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.pgliteDir });
  await database.migrate();
  const app = await buildApp({ config, database, closeDatabase: false, logger: false });
  try {
    await app.ready();
    if ((await seedDemo(app, config)) === 'exists') {
      console.log(`Demo student already exists: ${DEMO_EMAIL} / ${DEMO_PASSWORD} (nothing changed)`);
      return;
    }
    console.log('Demo data ready. Sign in with:');
    console.log(`  e-mail:   ${DEMO_EMAIL}`);
    console.log(`  password: ${DEMO_PASSWORD}`);
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
