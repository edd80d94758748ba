import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Two of react-big-calendar's imports go to smaller stand-ins in src/features/agenda/grid (only its imports: the
 * stand-ins' own, and anyone else's, are untouched; tests/web/agenda/agendaGridContract.test.ts checks they still exist):
 * - react-overlays (with Popper, about 9 kB gzipped), used only by its '+N more' popup, which the agenda never turns
 *   on: calendarOverlay.tsx loads it on first use;
 * - dom-helpers' whole CommonJS index, which its drag-and-drop add-on requires for two functions (about 4 kB):
 *   dndDomHelpers.ts holds those two.
 */
function trimCalendarImports(): Plugin {
  const overlay = fileURLToPath(new URL('./src/features/agenda/grid/calendarOverlay.tsx', import.meta.url));
  const domHelpers = fileURLToPath(new URL('./src/features/agenda/grid/dndDomHelpers.ts', import.meta.url));
  return {
    name: 'trim-calendar-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-overlays' && importer?.includes('/node_modules/react-big-calendar/')) return overlay;
      if (source === 'dom-helpers' && importer?.includes('/node_modules/react-big-calendar/lib/')) return domHelpers;
      return null;
    },
  };
}

/**
 * booking.html and its modules (src/features/booking): the public page that ships without React (decision 42).
 */
// The page's own modules, and the one value it takes from the contract (the deposit's sum, server/contract/deposit.ts).
const isBookingModule = (id: string) => /[\\/]src[\\/]features[\\/]booking[\\/]|booking\.html|[\\/]server[\\/]contract[\\/]deposit\.ts$/.test(id);

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [react(), trimCalendarImports()],
  resolve: {
    alias: [
      // React Router's package points every bundler at its development build (dev warnings included); the
      // production build beside it is the same code without them.
      { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
      { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
      // The default entry injects its stylesheet as a JS string at run time; Toaster.tsx imports the CSS file already.
      { find: /^react-toastify$/, replacement: 'react-toastify/unstyled' },
    ],
  },
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's SCSS still uses @import and global functions (src/styles/*.scss follows its documented
      // way of importing parts); those deprecations are Bootstrap's to settle, not ours to print every build.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  server: {
    // `npm run dev`: Vite serves the SPA with reload and forwards the API to the Fastify process.
    proxy: { '/v1': `http://127.0.0.1:${apiPort}`, '/dev': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    rolldownOptions: {
      // The salon's public booking page is an entry of its own, without React (docs/decisions/42).
      // (An array keeps the manifest's keys the file names, 'index.html' and 'booking.html'.)
      input: ['index.html', 'booking.html'],
      // Everything the entry imports statically is loaded on every page anyway: one file instead of seven shares
      // its gzip dictionary and drops the chunks' import and export lists (about 3 kB less on every page).
      // The booking page's modules stay out of it: that page must not download the app. Vite's modulepreload
      // polyfill, which both entries import, gets a chunk of its own, or the bundler puts it in the app's entry
      // chunk and the booking page imports that.
      output: {
        codeSplitting: {
          groups: [
            { name: 'preload-polyfill', test: /modulepreload-polyfill/, priority: 1 },
            { name: 'app', tags: ['$initial'], test: (id) => !isBookingModule(id) },
          ],
        },
      },
      treeshake: {
        // react-big-calendar imports dayjs's plugins for its dayjs localizer, which the agenda does not use
        // (it uses date-fns); as CommonJS they counted as side effects and stayed in. They only export functions.
        moduleSideEffects: (id) => (id.includes('/node_modules/dayjs/') ? false : undefined),
      },
    },
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    // The entry holds React DOM, the router, Redux, axios and i18next (~180 KB gzipped); pages load as their own chunks.
    chunkSizeWarningLimit: 500,
  },
  test: {
    // Vitest's default on a 2-core machine is one worker (cores - 1), which ran the files one after another for
    // about 20 minutes in CI; most files wait on a database, timers or jsdom, so two share the cores well (about 7).
    // The browser tests stay one file at a time (their project's fileParallelism).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
          // Whole-modal flows in jsdom take seconds on a busy 2-core machine; a stuck one still fails.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/support/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
