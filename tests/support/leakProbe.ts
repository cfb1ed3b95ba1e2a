/**
 * Leak measurements in Node: a real garbage collection (V8's `gc`, exposed at run time), the
 * heap used after it, and the timers the event loop still holds. Used by tests/leakCycles.test.ts.
 */
import { setFlagsFromString, getHeapStatistics } from 'node:v8'
import { runInNewContext } from 'node:vm'

setFlagsFromString('--expose-gc')
// A context made after the flag is set has `gc` as a global.
const gc = runInNewContext('gc') as () => void

/** Collects garbage until the heap stops shrinking (weak callbacks and finalizers get their turns). */
export async function collectGarbage(): Promise<number> {
  let previous = Number.POSITIVE_INFINITY
  for (let round = 0; round < 10; round += 1) {
    gc()
    await new Promise((resolve) => setImmediate(resolve))
    const used = getHeapStatistics().used_heap_size
    if (used >= previous - 16 * 1024) return used
    previous = used
  }
  return previous
}

/** How many timers (`setTimeout` / `setInterval` not yet fired or cleared) the event loop holds. */
export function activeTimers(): number {
  return process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length
}

/** Bytes as MB with 3 decimals, signed (for the printed figures). */
export function megabytes(bytes: number): string {
  return `${bytes >= 0 ? '+' : ''}${(bytes / 1024 / 1024).toFixed(3)} MB`
}
