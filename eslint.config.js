import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The SPA reaches into server/ only for the wire contract's types and the import-free constants module
 * (DESIGN.md section 4): anything else would pull server code into the bundle. tests/web/lintBoundaries.test.ts
 * proves these rules.
 */
const SPA_TO_SERVER = [
  { regex: '^(\\.\\./)+server/(?!contract/)', message: 'The SPA imports from server/ only the contract (types), and constants, roles, csv, pricing and deposit as values.' },
  {
    // roles.ts is import-free too: the SPA hides what a role lacks with the server's own table (issue 11).
    regex: '^(\\.\\./)+server/contract/(?!(constants|roles|csv|pricing|deposit)$)',
    allowTypeImports: true,
    message: 'Use `import type` for the contract; only server/contract/constants, roles, csv, pricing and deposit (import-free) may be imported as values.',
  },
];
/**
 * A feature reaches another only through its public <area>Api.ts or <area>Slice.ts, so its internals can change
 * freely; features/salon is the shared floor (session, useCan, the salon's settings), whose every file is public.
 */
const FEATURE_MESSAGE =
  'Import another feature only through its <area>Api or <area>Slice file; move shared code to src/components or src/lib.';
const FEATURE_TO_FEATURE = [
  { regex: '^\\.\\./(?!salon/)([^/.][^/]*)/(?!\\1(Api|Slice)$)', caseSensitive: true, message: FEATURE_MESSAGE },
  { regex: '^\\.\\./\\.\\./features/(?!salon/)([^/]+)/(?!\\1(Api|Slice)$)', caseSensitive: true, message: FEATURE_MESSAGE },
];
/**
 * Features stand on the shared floor (src/features/salon, src/hooks, src/components, src/lib), never on app/, which
 * imports every feature: only the store's typed hooks (app/hooks) and, as a type, its RootState come from there.
 */
const NO_APP = [
  { regex: '^(\\.\\./)+app/(?!(hooks|store)$)', message: 'A feature does not import app/: take the session, useCan and the settings from features/salon, generic hooks from src/hooks.' },
  { regex: '^(\\.\\./)+app/store$', allowTypeImports: true, message: 'A feature takes only the RootState type from app/store; dispatch and select through app/hooks.' },
];
/** The same from a feature's sub-folder (src/features/agenda/page/...): its siblings are the same feature's. */
const FEATURE_TO_FEATURE_NESTED = [
  { regex: '^\\.\\./\\.\\./(?!salon/)([^/.][^/]*)/(?!\\1(Api|Slice)$)', caseSensitive: true, message: FEATURE_MESSAGE },
  { regex: '^\\.\\./\\.\\./\\.\\./features/(?!salon/)([^/]+)/(?!\\1(Api|Slice)$)', caseSensitive: true, message: FEATURE_MESSAGE },
];
/**
 * react-big-calendar is the agenda grid's to use (issue 27): only src/features/agenda/grid imports it, and the rest of
 * the agenda takes the grid through its index (grid/index.ts), so a release of the library changes one folder.
 */
const NO_CALENDAR = { regex: '^react-big-calendar(/|$)', message: 'Only src/features/agenda/grid imports react-big-calendar: use its AgendaGrid.' };
const GRID_MESSAGE = "The agenda takes its grid through grid/index.ts ('../grid'), not its files.";
const AGENDA_TO_GRID = [
  { regex: '^\\./grid/', message: GRID_MESSAGE },
  { regex: '^\\.\\./grid/', message: GRID_MESSAGE },
];

/**
 * Server layers (DESIGN.md sections 3-4): routes -> services -> repositories; only repositories and db/ touch
 * Drizzle; db/ (schema, client) imports nothing above it but the import-free constants module. server/infra (the
 * caches, streams, scheduler, mail, rate limiter...) is held to the services' rule: it reads rows through
 * repositories, never drizzle-orm.
 * tests/api/platform/lintBoundaries.test.ts proves these rules.
 */
const NO_DRIZZLE = { regex: '^drizzle-orm(/|$)', message: 'Only server/repositories (and server/db) import drizzle-orm: call a repository.' };
const NO_REPOSITORIES = {
  regex: '^(\\.\\./)+repositories(/|$)',
  message: 'Routes and plugins call services (app.services), never repositories.',
};
const DB_ISOLATED = [
  {
    regex: '^(\\.\\./)+(services|infra|routes|plugins|repositories|app|autoload|main|config|errors|errorHandler|i18n)(/|$)',
    message: 'server/db imports nothing above it: no services, infra, routes, plugins or repositories.',
  },
  { regex: '^(\\.\\./)+contract/(?!(constants|roles)$)', message: 'server/db takes from server/contract only the import-free constants and roles modules.' },
];

const restrictImports = (patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });

export default defineConfig(
  {
    // Folders at any depth, as the former .eslintrc's gitignore-style patterns were. Plain .js/.cjs files
    // (the two scripts prerender.mjs inlines) were never linted: the lint script only took .ts, .tsx and .mjs.
    ignores: ['**/dist/', '**/node_modules/', '**/data/', 'server/db/migrations/', '**/coverage/', '**/*.js', '**/*.cjs'],
  },
  { files: ['**/*.ts', '**/*.tsx', '**/*.mjs'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    // ESLint's default became 'warn'; the former configuration did not report them.
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/features/**'],
    rules: restrictImports([...SPA_TO_SERVER, NO_CALENDAR]),
  },
  // The later of two matching blocks sets the rule's whole list: each list below is complete for its files.
  {
    files: ['src/features/*/*.ts', 'src/features/*/*.tsx'],
    rules: restrictImports([...SPA_TO_SERVER, ...FEATURE_TO_FEATURE, ...NO_APP, NO_CALENDAR]),
  },
  {
    files: ['src/features/*/*/**/*.ts', 'src/features/*/*/**/*.tsx'],
    rules: restrictImports([...SPA_TO_SERVER, ...FEATURE_TO_FEATURE_NESTED, ...NO_APP, NO_CALENDAR]),
  },
  {
    files: ['src/features/agenda/*.ts', 'src/features/agenda/*.tsx'],
    rules: restrictImports([...SPA_TO_SERVER, ...FEATURE_TO_FEATURE, ...NO_APP, NO_CALENDAR, ...AGENDA_TO_GRID]),
  },
  {
    files: ['src/features/agenda/*/**/*.ts', 'src/features/agenda/*/**/*.tsx'],
    ignores: ['src/features/agenda/grid/**'],
    rules: restrictImports([...SPA_TO_SERVER, ...FEATURE_TO_FEATURE_NESTED, ...NO_APP, NO_CALENDAR, ...AGENDA_TO_GRID]),
  },
  {
    files: ['src/features/agenda/grid/**/*.ts', 'src/features/agenda/grid/**/*.tsx'],
    rules: restrictImports([...SPA_TO_SERVER, ...FEATURE_TO_FEATURE_NESTED, ...NO_APP]),
  },
  {
    // No import cycle anywhere (issue 27): a cycle makes the order of evaluation decide what a module sees.
    // Type-only imports are erased at build time and do not count.
    files: ['src/**/*.ts', 'src/**/*.tsx', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // services/, infra/ and the server's own top-level files.
    files: ['server/**/*.ts'],
    ignores: ['server/repositories/**', 'server/db/**', 'server/routes/**', 'server/plugins/**'],
    rules: restrictImports([NO_DRIZZLE]),
  },
  {
    files: ['server/routes/**/*.ts', 'server/plugins/**/*.ts'],
    rules: restrictImports([NO_DRIZZLE, NO_REPOSITORIES]),
  },
  {
    files: ['server/db/**/*.ts'],
    rules: restrictImports(DB_ISOLATED),
  },
);
