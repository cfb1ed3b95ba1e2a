import { afterAll, beforeAll, beforeEach } from 'vitest'
import { ManualClock } from '../../../test-doubles/ManualClock.js'
import { startTestBackend, type TestBackend } from './startTestBackend.js'
import { resetFrameTables, type TestDatabase } from './testDatabases.js'

/** The file's backend and its database, as the hooks set them up. */
export interface TestBackendHandle {
  /** The running backend (throws before `beforeAll` ran). */
  readonly test: TestBackend
  readonly database: TestDatabase
}

/**
 * Registers a describe block's hooks: one database and one backend for the block (a cold
 * database takes seconds), emptied tables and a fresh ManualClock before each test.
 * @example describe.each(TEST_DATABASES)('keys on %s', (_kind, open) => { const env = useTestBackend(open); … env.test.api.get(…) })
 */
export function useTestBackend(open: () => Promise<TestDatabase>): TestBackendHandle {
  let database: TestDatabase | undefined
  let test: TestBackend | undefined
  beforeAll(async () => {
    database = await open()
    test = await startTestBackend(database)
  }, 30_000)
  afterAll(async () => {
    await test?.backend.stop()
    await database?.close()
  })
  beforeEach(async () => {
    if (!database || !test) throw new Error('beforeAll did not start the backend')
    await resetFrameTables(database.client)
    test.clock = new ManualClock()
  })
  return {
    get test(): TestBackend {
      if (!test) throw new Error('beforeAll did not start the backend')
      return test
    },
    get database(): TestDatabase {
      if (!database) throw new Error('beforeAll did not open the database')
      return database
    },
  }
}
