/**
 * Computed read answers kept on each instance, valid while the student's learning version is unchanged (decision
 * 603, "Read caches"). The version is read from the database on every request (one primary-key lookup), so a
 * change made through any instance, the admin command or SQL is seen at once; only the computation is skipped.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { learningVersions } from '../db/schema/index.ts';

const statements = new WeakMap<Db, ReturnType<typeof buildVersionStatement>>();

function buildVersionStatement(db: Db) {
  return db
    .select({ version: learningVersions.version })
    .from(learningVersions)
    .where(sql`${learningVersions.userId} = ${sql.placeholder('userId')}`)
    .prepare('learning_version');
}

/** The student's learning version: 0 until the first change (the row is made by the first bump). */
export async function learningVersion(db: Db, userId: string): Promise<number> {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = buildVersionStatement(db)));
  const [row] = await statement.execute({ userId });
  return Number(row?.version ?? 0);
}

interface Entry<T> {
  db: Db;
  version: number;
  /** Epoch ms after which the value is stale even at the same version (answers that depend on the clock). */
  validUntil: number;
  value: T;
}

/** A bounded map (oldest entry dropped first) of answers per key, each tagged with the version it was computed at. */
export class VersionedCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  constructor(private readonly maxEntries: number) {}

  get(db: Db, key: string, version: number, now = Date.now()): T | undefined {
    const e = this.entries.get(key);
    if (!e || e.db !== db || e.version !== version || now >= e.validUntil) return undefined;
    return e.value;
  }

  set(db: Db, key: string, version: number, value: T, validUntil = Number.POSITIVE_INFINITY) {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { db, version, validUntil, value });
  }

  /**
   * The cached answer for `key` at the student's current version, or a new one from `compute` (which may say
   * until when it stays true). Errors are not cached.
   */
  async read(
    db: Db,
    userId: string,
    key: string,
    compute: () => Promise<{ value: T; validUntil?: number }>,
  ): Promise<T> {
    const version = await learningVersion(db, userId);
    const hit = this.get(db, key, version);
    if (hit !== undefined) return hit;
    const { value, validUntil } = await compute();
    this.set(db, key, version, value, validUntil);
    return value;
  }
}
