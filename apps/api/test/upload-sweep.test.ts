import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await ctx?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  ctx = dataDir = undefined;
});

describe('temp uploads left by a crash', () => {
  it('are removed at start-up when older than an hour; younger ones and other files stay', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'studypilot-sweep-'));
    const dir = path.join(dataDir, 'tmp', 'uploads');
    mkdirSync(dir, { recursive: true });
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const files = {
      stale: path.join(dir, '1700000000000-aaaa.part'),
      fresh: path.join(dir, `${Date.now()}-bbbb.part`),
      other: path.join(dir, 'notes.txt'),
    };
    for (const f of Object.values(files)) writeFileSync(f, 'partial upload');
    utimesSync(files.stale, twoHoursAgo, twoHoursAgo);
    utimesSync(files.other, twoHoursAgo, twoHoursAgo);

    ctx = await createTestApp({ DATA_DIR: dataDir });

    expect(existsSync(files.stale)).toBe(false);
    expect(existsSync(files.fresh)).toBe(true);
    expect(existsSync(files.other)).toBe(true);
  });
});
