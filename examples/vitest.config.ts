import { defineConfig } from 'vitest/config'

// The examples' smoke tests (`npm run examples`): after `npm run build`, once both examples are
// installed and built. Not part of the main run, which happens before the package is built.
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['examples/smoke/*.smoke.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
})
