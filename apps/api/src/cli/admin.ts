/**
 * `npm run admin -- premium <email>` / `npm run admin -- free <email>`: sets a student's plan (there is no
 * payment provider). Uses the configured database (DATABASE_URL, or the PGlite folder under DATA_DIR: stop
 * the server first, an embedded database has one user at a time).
 */
import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/client.ts';
import { user } from '../db/schema/index.ts';

export const USAGE = 'Usage: npm run admin -- premium <email> | npm run admin -- free <email>';

export interface AdminOutput {
  log(line: string): void;
  error(line: string): void;
}

export function parseArgs(args: string[]): { command: 'premium' | 'free'; email: string } | null {
  const [command, email, ...rest] = args;
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
