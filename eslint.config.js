// Lint: typescript-eslint's recommended rules, plus the import boundaries of docs/architecture.md:
// web features never import other features (they meet only in src/app/routes), and shared code
// (components, lib) never imports a feature or the app.
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noInlineUiText from './eslint-rules/no-inline-ui-text.js';

const features = readdirSync(new URL('./apps/web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Web folders whose interface text is in the catalogues; the rule below keeps new inline text out of them. */
const I18N_FOLDERS = [
  'app',
  'components',
  'features/landing',
  'features/auth',
  'features/dashboard',
  'features/courses',
  'features/premium',
  'features/feedback',
  'features/exports',
  'features/documents',
  'features/practice-tests',
  'features/submissions',
  'features/learning',
];

const featureBoundaries = features.map((name) => ({
  files: [`apps/web/src/features/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*', `!@/features/${name}`, `!@/features/${name}/**`, '@/app/*', '@/app'],
            message: 'Features do not import other features or the app: compose them in src/app/routes.',
          },
          {
            regex: `^(\\.\\./)+(features/)?(${features.filter((f) => f !== name).join('|')})(/|$)`,
            message: 'Features do not import other features: compose them in src/app/routes.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'bench/out/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  ...featureBoundaries,
  // Interface text comes from the catalogues (issue 15, decision 302): on for the folders converted so far.
  {
    files: I18N_FOLDERS.map((folder) => `apps/web/src/${folder}/**/*.tsx`),
    ignores: ['**/*.test.tsx'],
    plugins: { studypilot: { rules: { 'no-inline-ui-text': noInlineUiText } } },
    rules: { 'studypilot/no-inline-ui-text': ['error', { allow: ['StudyPilot'] }] },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '@/app/*'], message: 'Shared code does not import features.' },
          ],
        },
      ],
    },
  },
  // Packages point one way: core depends on nothing of ours; extract and engine on core only; apps on packages.
  ...packageDirection('core', []),
  ...packageDirection('extract', ['core']),
  ...packageDirection('engine', ['core']),
  // API layering (docs/architecture.md): routes -> service -> repository; modules meet through services.
  {
    files: ['apps/api/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(\\.repository(\\.ts)?$)|(/db/(schema|client)(/|\\.ts|$))',
              message: 'Routes call their service; only repositories touch the database.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.service.ts', 'apps/api/src/modules/**/!(*.routes|*.repository).ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^/]+/.*\\.(repository|routes)(\\.ts)?$',
              message:
                "Modules meet through services: import the other module's service, not its repository or routes.",
            },
            { regex: '\\.routes(\\.ts)?$', message: 'Services never import routes.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '\\.(service|routes)(\\.ts)?$',
              message: 'Repositories only query the database: they never call services or routes.',
            },
          ],
        },
      ],
    },
  },
);

/** Lint rules that keep packages/<name> from importing apps and any workspace not in `allowed`. */
function packageDirection(name, allowed) {
  const forbidden = ['core', 'extract', 'engine'].filter((p) => p !== name && !allowed.includes(p));
  return [
    {
      files: [`packages/${name}/**/*.ts`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['@studypilot/api', '@studypilot/web', '**/apps/**'],
                message: 'Packages never import apps.',
              },
              ...(forbidden.length
                ? [
                    {
                      group: forbidden.flatMap((p) => [
                        `@studypilot/${p}`,
                        `@studypilot/${p}/*`,
                        `**/packages/${p}/**`,
                      ]),
                      message: `packages/${name} may import only ${allowed.length ? allowed.map((p) => `@studypilot/${p}`).join(', ') : 'nothing of ours'} (docs/architecture.md).`,
                    },
                  ]
                : []),
            ],
          },
        ],
      },
    },
  ];
}
