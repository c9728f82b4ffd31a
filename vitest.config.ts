import { defineConfig } from 'vitest/config';

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Projects: unit and API tests on PGlite always; the server suite again on PostgreSQL when
 * TEST_DATABASE_URL is set; end-to-end specs in Chromium against the built app.
 */
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'content/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
          setupFiles: ['apps/web/src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          env: { ASPIRANT_TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(hasPostgres
        ? [
            {
              test: {
                name: 'server-postgres',
                include: ['apps/server/src/**/*.test.ts'],
                exclude: ['apps/server/src/**/*.process.test.ts'],
                env: { ASPIRANT_TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
