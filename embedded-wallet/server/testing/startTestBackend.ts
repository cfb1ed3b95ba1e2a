import { fileURLToPath } from 'node:url'
import { ManualClock } from '../../../test-doubles/ManualClock.js'
import { startFrameBackend, type FrameBackendOptions, type RunningFrameBackend } from '../startFrameBackend.js'
import { FrameApiClient } from './FrameApiClient.js'
import type { TestDatabase } from './testDatabases.js'

/** The API tests' page entry (an empty module). */
export const EMPTY_PAGE_ENTRY = fileURLToPath(new URL('./emptyPage.ts', import.meta.url))

/** A backend over a test database, on a free port, its time on `clock` (which a test may replace). */
export interface TestBackend {
  readonly backend: RunningFrameBackend
  readonly api: FrameApiClient
  clock: ManualClock
}

/**
 * Starts a backend on the shared test database: port 0, the empty test page, a ManualClock,
 * device waits held 10 s unless `options` say otherwise.
 * @example const test = await startTestBackend(database); … test.clock = new ManualClock()
 */
export async function startTestBackend(database: TestDatabase, options: Partial<FrameBackendOptions> = {}): Promise<TestBackend> {
  const holder = { clock: new ManualClock() }
  const backend = await startFrameBackend({
    allowedOrigins: ['http://127.0.0.1:5173'],
    port: 0,
    database: database.client,
    pageEntry: EMPTY_PAGE_ENTRY,
    deviceWaitMs: 10_000,
    clock: { now: () => holder.clock.now() },
    ...options,
  })
  return {
    backend,
    api: new FrameApiClient(backend.url),
    get clock() {
      return holder.clock
    },
    set clock(clock: ManualClock) {
      holder.clock = clock
    },
  }
}
