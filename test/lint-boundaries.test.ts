// The import rules of docs/architecture.md are enforced by ESLint: each case lints a line of code as if it were in
// the named file and expects the rule to refuse it (or to let it through).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('API layering', () => {
  it('refuses a route that imports a repository or the database', async () => {
    expect(
      await importErrors(
        'apps/api/src/modules/courses/courses.routes.ts',
        "import * as x from './courses.repository.ts';",
      ),
    ).toEqual([expect.stringContaining('Routes call their service')]);
    expect(
      await importErrors(
        'apps/api/src/modules/courses/courses.routes.ts',
        "import { courses as x } from '../../db/schema/index.ts';",
      ),
    ).toHaveLength(1);
  });

  it("refuses a service that imports another module's repository, and allows its service", async () => {
    expect(
      await importErrors(
        'apps/api/src/modules/documents/documents.service.ts',
        "import * as x from '../courses/courses.repository.ts';",
      ),
    ).toEqual([expect.stringContaining('Modules meet through services')]);
    expect(
      await importErrors(
        'apps/api/src/modules/documents/documents.service.ts',
        "import { assertCourseOwned as x } from '../courses/courses.service.ts';",
      ),
    ).toEqual([]);
  });

  it('refuses a repository that calls a service', async () => {
    expect(
      await importErrors(
        'apps/api/src/modules/courses/courses.repository.ts',
        "import * as x from './courses.service.ts';",
      ),
    ).toHaveLength(1);
  });
});

describe('direction between packages', () => {
  it('core imports nothing of ours', async () => {
    expect(
      await importErrors('packages/core/src/rules.ts', "import { x } from '@studypilot/engine';"),
    ).toHaveLength(1);
  });

  it('engine and extract import core only', async () => {
    expect(
      await importErrors('packages/engine/src/quality.ts', "import { x } from '@studypilot/extract';"),
    ).toHaveLength(1);
    expect(
      await importErrors('packages/extract/src/zip.ts', "import { x } from '@studypilot/engine';"),
    ).toHaveLength(1);
    expect(
      await importErrors('packages/engine/src/quality.ts', "import { x } from '@studypilot/core';"),
    ).toEqual([]);
    expect(
      await importErrors('packages/extract/src/zip.ts', "import { x } from '@studypilot/api';"),
    ).toHaveLength(1);
  });
});

describe('workspace dependencies', () => {
  const root = new URL('..', import.meta.url).pathname;
  const workspaces = ['packages/core', 'packages/extract', 'packages/engine', 'apps/api', 'apps/web'];

  function importedWorkspaces(dir: string): Set<string> {
    const found = new Set<string>();
    for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !/\.(ts|tsx)$/.test(entry.name)) continue;
      const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
      for (const m of text.matchAll(/from '(@studypilot\/[a-z-]+)/g)) found.add(m[1]!);
    }
    return found;
  }

  it.each(workspaces)('%s declares every workspace it imports', (ws) => {
    const pkg = JSON.parse(readFileSync(join(root, ws, 'package.json'), 'utf8')) as {
      name: string;
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const declared = new Set(Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }));
    const missing = [...importedWorkspaces(join(root, ws, 'src'))].filter(
      (d) => d !== pkg.name && !declared.has(d),
    );
    expect(missing).toEqual([]);
  });
});
