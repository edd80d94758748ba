import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [react()],
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
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    // The entry holds React DOM, the router, Redux and reactstrap (~130 KB gzipped); pages load as their own chunks.
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
