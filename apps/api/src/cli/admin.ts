/**
 * `npm run admin -- premium <email>` / `npm run admin -- free <email>`: sets a student's plan (without a payment
 * provider configured). `npm run admin -- quality`: questions, edits and flags per engine (decision 603). Uses the configured database (DATABASE_URL, or the PGlite folder under DATA_DIR: stop
 * the server first, an embedded database has one user at a time).
 */
import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/client.ts';
import { user } from '../db/schema/index.ts';
import { qualityPerEngine } from '../modules/test-editing/test-editing.repository.ts';

export const USAGE =
  'Usage: npm run admin -- premium <email> | npm run admin -- free <email> | npm run admin -- quality';

export interface AdminOutput {
  log(line: string): void;
  error(line: string): void;
}

export function parseArgs(
  args: string[],
): { command: 'premium' | 'free'; email: string } | { command: 'quality' } | null {
  const [command, email, ...rest] = args;
  if (command === 'quality') return email === undefined ? { command } : null;
  if ((command !== 'premium' && command !== 'free') || !email?.trim() || rest.length) return null;
  return { command, email };
}

/** Runs one admin command; returns the process exit code. */
export async function runAdmin(db: Db, args: string[], out: AdminOutput): Promise<number> {
  const parsed = parseArgs(args);
  if (!parsed) {
    out.error(USAGE);
    return 2;
  }
  if (parsed.command === 'quality') return qualityReport(db, out);
  const { command, email } = parsed;
  const normalized = email.trim().toLowerCase();
  const [found] = await db
    .select({ id: user.id, plan: user.plan, email: user.email })
    .from(user)
    .where(eq(sql`lower(${user.email})`, normalized))
    .limit(1);
  if (!found) {
    out.error(`No account with the e-mail ${email}. Nothing was changed.`);
    return 1;
  }
  if (found.plan === command) {
    out.log(`${found.email} is already on the ${command} plan. Nothing was changed.`);
    return 0;
  }
  await db.update(user).set({ plan: command, updatedAt: new Date() }).where(eq(user.id, found.id));
  out.log(
    `${found.email}: plan changed from ${found.plan} to ${command}` +
      (command === 'premium' ? ' (unlimited tests).' : ' (free plan monthly test limit applies).'),
  );
  return 0;
}

const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)}%` : '-');

/**
 * Quality monitoring per engine: generated questions, how many their students edited before taking the test, and
 * the flags students set from results ("This key is wrong", "Unclear").
 */
export async function qualityReport(db: Db, out: AdminOutput): Promise<number> {
  const rows = await qualityPerEngine(db);
  if (!rows.length) {
    out.log('No generated questions yet.');
    return 0;
  }
  out.log('engine                        questions   edited   flagged   wrong key   unclear   flagged %');
  for (const r of rows)
    out.log(
      `${r.engine.padEnd(29)} ${String(r.questions).padStart(9)} ${String(r.edited).padStart(8)} ${String(
        r.flagged,
      ).padStart(9)} ${String(r.wrong_key).padStart(11)} ${String(r.unclear).padStart(9)} ${pct(
        r.flagged,
        r.questions,
      ).padStart(11)}`,
    );
  return 0;
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (!parseArgs(process.argv.slice(2))) {
    console.error(USAGE);
    process.exit(2);
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.pgliteDir });
  let code = 1;
  try {
    await database.migrate();
    code = await runAdmin(database.db, process.argv.slice(2), console);
  } finally {
    await database.close();
  }
  process.exit(code);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
