import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{core,ports,adapters,composition,ui-react,test-doubles,embedded-wallet,scripts}/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
          testTimeout: 10_000,
          setupFiles: ['tests/support/domTestTimeouts.ts', 'tests/support/preloadCode.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        // Browser end-to-end tests: Chromium (playwright-core) against the built demo; see e2e/README.md.
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          pool: 'forks',
          // Two files at a time (one per core); each file starts its own demo and Chromium.
          maxWorkers: 2,
          // After the unit tests (a different maxWorkers needs its own group), never beside them.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One more try for a test that failed: a loaded 2-core runner can stall a browser step
          // past its wait. A real failure fails twice; a first failure still prints what the page
          // showed (e2e/support/demoInBrowser.ts), so a flake stays visible in the log.
          retry: 1,
        },
      },
    ],
  },
})
