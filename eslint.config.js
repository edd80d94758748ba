import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The SPA reaches into server/ only for the wire contract's types and the import-free constants module
 * (DESIGN.md section 4): anything else would pull server code into the bundle. tests/web/lintBoundaries.test.ts
 * proves these rules.
 */
const SPA_TO_SERVER = [
  { regex: '^(\\.\\./)+server/(?!contract/)', message: 'The SPA imports from server/ only the contract (types), and constants, roles, csv and pricing as values.' },
  {
    // roles.ts is import-free too: the SPA hides what a role lacks with the server's own table (issue 11).
    regex: '^(\\.\\./)+server/contract/(?!(constants|roles|csv|pricing)$)',
    allowTypeImports: true,
    message: 'Use `import type` for the contract; only server/contract/constants, roles, csv and pricing (import-free) may be imported as values.',
  },
];
/** A feature reaches another only through its public <area>Api.ts or <area>Slice.ts, so its internals can change freely. */
const FEATURE_MESSAGE =
  'Import another feature only through its <area>Api or <area>Slice file; move shared code to src/components or src/lib.';
const FEATURE_TO_FEATURE = [
  { regex: '^\\.\\./([^/.][^/]*)/(?!\\1(Api|Slice)$)', caseSensitive: true, message: FEATURE_MESSAGE },
  { regex: '^\\.\\./\\.\\./features/([^/]+)/(?!\\1(Api|Slice)$)', caseSensitive: true, message: FEATURE_MESSAGE },
];

/**
 * Server layers (DESIGN.md sections 3-4): routes -> services -> repositories; only repositories and db/ touch
 * Drizzle; db/ (schema, client) imports nothing above it but the import-free constants module.
 * tests/api/lintBoundaries.test.ts proves these rules.
 */
const NO_DRIZZLE = { regex: '^drizzle-orm(/|$)', message: 'Only server/repositories (and server/db) import drizzle-orm: call a repository.' };
const NO_REPOSITORIES = {
  regex: '^(\\.\\./)+repositories(/|$)',
  message: 'Routes and plugins call services (app.services), never repositories.',
};
const DB_ISOLATED = [
  {
    regex: '^(\\.\\./)+(services|routes|plugins|repositories|app|main|config|errors|errorHandler|i18n)(/|$)',
    message: 'server/db imports nothing above it: no services, routes, plugins or repositories.',
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
    rules: restrictImports(SPA_TO_SERVER),
  },
  {
    files: ['src/features/**/*.ts', 'src/features/**/*.tsx'],
    rules: restrictImports([...SPA_TO_SERVER, ...FEATURE_TO_FEATURE]),
  },
  {
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
