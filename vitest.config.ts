import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{core,ports,adapters,composition,ui-react,test-doubles,scripts}/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 10_000,
    pool: 'threads',
  },
})
