// Lint for the whole monorepo. Beyond style, it enforces the dependency directions of
// shared/STYLE.md: packages import no app, the application package imports no React, DOM or Node
// API, and in the web app lower layers never import higher ones nor features one another.
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = (folder) => `./apps/web/src/${folder}`;
/** Web app layers, from the composition root down. A layer may import only the layers below it. */
const WEB_FEATURES = ['shell', 'auth', 'form', 'staff'];
const WEB_CAPABILITIES = ['widgets', 'session'];
/**
 * What every screen stands on: the API client, the UI kit, the router, the site configuration and
 * the language shown (i18n/, which the API client and the UI kit read too).
 */
const WEB_FOUNDATIONS = ['api', 'ui', 'navigation', 'config', 'i18n'];

const webZones = [
  // Foundations know nothing of what is built on them.
  ...WEB_FOUNDATIONS.map((folder) => ({
    target: web(folder),
    from: ['app', ...WEB_FEATURES, ...WEB_CAPABILITIES].map(web),
    message:
      'api/, ui/, navigation/, config/ and i18n/ are foundations: they import no feature or capability.',
  })),
  // Capabilities serve features, never the reverse.
  ...WEB_CAPABILITIES.map((folder) => ({
    target: web(folder),
    from: ['app', ...WEB_FEATURES].map(web),
    message: 'A capability (widgets, session) imports no screen-level feature.',
  })),
  // Features do not import one another; the app composes them.
  ...WEB_FEATURES.map((folder) => ({
    target: web(folder),
    from: [
      'app',
      ...WEB_FEATURES.filter((other) => other !== folder && !(folder === 'staff' && other === 'auth')),
    ].map(web),
    message: 'Features do not import one another: compose them in app/.',
  })),
  // One exception: the staff cards (issue 17) are the account cards' look and password rules, so
  // they use the cards' presentational parts, and nothing else of auth/ (its screens, its session).
  {
    target: web('staff'),
    from: web('auth'),
    except: [
      './auth-card.tsx',
      './auth-field.tsx',
      './field-options.ts',
      './password-checklist.tsx',
      './submit-button.tsx',
    ],
    message: "The staff area uses only the account cards' presentational parts: compose the rest in app/.",
  },
];

/** The browser's code reaches the server over HTTP only. */
const BROWSER_ONLY = {
  group: ['@portico/server', 'node:*'],
  message: 'The browser talks to the server over HTTP only.',
};

/** The application package is pure TypeScript and stands on no package of ours. */
const APPLICATION_PURE = [
  {
    group: [
      'react',
      'react-*',
      'react/*',
      '@radix-ui/*',
      'node:*',
      'fs',
      'path',
      'os',
      'crypto',
      'url',
      'http',
      'https',
      'stream',
    ],
    message: 'The application package is pure TypeScript: no React, DOM or Node API.',
  },
  {
    group: ['@portico/*'],
    message: 'The application package depends on no other package of ours.',
  },
];

/**
 * The Spanish catalogue is outside the first visit's budget (issue 32, D-VAL-14): the web app's code
 * imports it only with `import()`, which this rule does not see; a type import leaves no code.
 */
const SPANISH_STATIC = {
  name: '@portico/application/catalogue-es',
  allowTypeImports: true,
  message: "Spanish loads only when chosen: import('@portico/application/catalogue-es') (D-VAL-14).",
};

const server = (folder) => `./apps/server/src/${folder}`;
/**
 * Server folders, from the bottom: platform/ (infrastructure), accounts/ (who is signed in),
 * applications/ (the application record every feature reads and locks), then the features, which
 * do not import one another. app.ts, main.ts and the CLI compose them.
 */
const SERVER_FEATURES = ['answers', 'documents', 'pdf', 'lookups', 'staff', 'status'];
const serverZones = [
  {
    target: server('platform'),
    from: ['accounts', 'applications', ...SERVER_FEATURES].map(server),
    message: 'platform/ is infrastructure: it imports no domain folder.',
  },
  {
    target: server('accounts'),
    from: ['applications', ...SERVER_FEATURES].map(server),
    message: 'accounts/ (who is signed in) imports no application code.',
  },
  {
    target: server('applications'),
    from: SERVER_FEATURES.map(server),
    message: 'applications/ is shared by the features: it imports none of them.',
  },
  ...SERVER_FEATURES.map((folder) => ({
    target: server(folder),
    from: SERVER_FEATURES.filter((other) => other !== folder).map(server),
    message: 'Server features do not import one another: move what both need to applications/ or platform/.',
  })),
];

/**
 * Rules with one home (issue 29), refused when written again. A job's status strings live in
 * packages/contracts/src/statuses.ts (JOB_STATUS), SQL text included; whether an applicant may still
 * change an application is the database function application_open (migration 0026), which the
 * applicant's paths ask rather than testing submitted_at themselves. Tests may name the strings:
 * they check what the wire and the rows hold.
 */
const JOB_STATUS_WORDS = 'UNPROCESSED|IN_PROGRESS|COMPLETED|NOT_ANSWERED|FAILED';
const JOB_STATUS_LITERALS = [
  {
    selector: `Literal[value=/^(${JOB_STATUS_WORDS})$/]`,
    message: 'A job status is JOB_STATUS.X (packages/contracts/src/statuses.ts), not a string of its own.',
  },
  {
    selector: `TemplateElement[value.raw=/'(${JOB_STATUS_WORDS})'/]`,
    message: 'A job status in SQL is ${JOB_STATUS.X} (packages/contracts/src/statuses.ts), not a literal.',
  },
];
const OPEN_APPLICATION_RULE = [
  {
    selector: 'Literal[value=/submitted_at\\s+is\\s+(not\\s+)?null/i]',
    message:
      'Whether the applicant may change the application is application_open(applications) (migration 0026).',
  },
  {
    selector: 'TemplateElement[value.raw=/submitted_at\\s+is\\s+(not\\s+)?null/i]',
    message:
      'Whether the applicant may change the application is application_open(applications) (migration 0026).',
  },
];
const SOURCE_NOT_TESTS = ['**/*.test.{ts,tsx}', '**/testing/**', '**/test/**'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Node's globals for the JavaScript files (scripts, benches, build files), which no-undef
    // checks. TypeScript files get none: typescript-eslint turns no-undef off for them, since tsc
    // checks every name against the project's lib and types (DOM for the web app only, none in the
    // application package). Globals there would cost a fifth of the lint: eslint-plugin-import
    // serialises a file's languageOptions for each import it follows for import/no-cycle
    // (import-js/eslint-plugin-import#3148), and the browser's are 1,214 names (D-TST-06).
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    plugins: { import: importPlugin },
    settings: {
      // Relative imports resolve with Node's rules plus our extensions. (The TypeScript resolver
      // needs per-platform binaries that the package registry here does not carry.)
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/ignore': ['node_modules'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-self-import': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages',
              from: './apps',
              message: 'Packages are shared by the apps: they import no app.',
            },
            {
              target: './packages/application',
              from: './packages/contracts',
              message: 'contracts builds on application, not the reverse.',
            },
            ...webZones,
            ...serverZones,
          ],
        },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portico/web', '@portico/server', '@portico/e2e', '@portico/bench'],
              message: 'Packages import no app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/application/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: APPLICATION_PURE }] },
  },
  {
    // Spanish (issue 32) loads only through its own entry, `@portico/application/catalogue-es`:
    // nothing the index or the English catalogue imports may import it (D-VAL-14).
    files: ['packages/application/src/**/*.ts'],
    ignores: ['**/*.es.ts', '**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...APPLICATION_PURE,
            {
              group: ['**/*.es'],
              // The definition's text ids are the Spanish table's keys, read as a type (D-VAL-16).
              allowTypeImports: true,
              message:
                'Spanish texts load only when chosen, through @portico/application/catalogue-es (D-VAL-14).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [BROWSER_ONLY] }],
    },
  },
  {
    // The web app's own code, in every layer, never stands on the tests' helpers.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            SPANISH_STATIC,
            {
              name: 'react',
              importNames: ['lazy'],
              message:
                'Code loaded late comes through ui/lazy.ts, which waits out a lost connection (D-WEB-11).',
            },
          ],
          patterns: [
            BROWSER_ONLY,
            { group: ['**/testing/*'], message: "testing/ holds the tests' helpers: only tests import it." },
          ],
        },
      ],
    },
  },
  {
    // The one module that imports Spanish statically: it is itself loaded only by `import()`
    // (i18n/language-store.ts), so that it and the catalogue are one lazy chunk (D-WEB-09).
    files: ['apps/web/src/i18n/spanish-texts.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            BROWSER_ONLY,
            { group: ['**/testing/*'], message: "testing/ holds the tests' helpers: only tests import it." },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', '.ci/**', 'e2e/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: [...SOURCE_NOT_TESTS, 'packages/contracts/src/statuses.ts'],
    rules: { 'no-restricted-syntax': ['error', ...JOB_STATUS_LITERALS] },
  },
  {
    // The applicant's own changes: answers, the application record, documents, the status page.
    files: ['apps/server/src/{answers,applications,documents,status}/**/*.ts'],
    ignores: SOURCE_NOT_TESTS,
    rules: { 'no-restricted-syntax': ['error', ...JOB_STATUS_LITERALS, ...OPEN_APPLICATION_RULE] },
  },
);
