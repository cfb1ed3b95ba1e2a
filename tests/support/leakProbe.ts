/**
 * Leak measurements in Node: a real garbage collection (V8's `gc`, exposed at run time), the
 * heap used after it, and the timers the event loop still holds. Used by tests/leakCycles*.test.ts.
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

/** What `measureCycles` found: the growth of the window that decided, every window's, the instances of that window still alive. */
export interface CycleMeasure {
  readonly growth: number
  readonly growths: readonly number[]
  readonly alive: number
}

/**
 * Runs `cycle` `count` times as a warm-up (the first cycles load lazy chunks, compile code, open the
 * HTTP client's first connections), then measures the heap's growth after GC over `count` more —
 * in up to `windows` fresh windows, until one stays under `bound`. A leak grows every window alike
 * and fails them all; a one-off allocation (code compiled late, a cache filled once, the test
 * runner's own work in the same process) lands in one window only. The bound is not loosened.
 */
export async function measureCycles(count: number, bound: number, cycle: (instances: WeakRef<object>[]) => Promise<void>, windows = 3): Promise<CycleMeasure> {
  const warmUp: WeakRef<object>[] = []
  for (let round = 0; round < count; round += 1) await cycle(warmUp)
  const growths: number[] = []
  let instances: WeakRef<object>[]
  do {
    instances = []
    const before = await collectGarbage()
    for (let round = 0; round < count; round += 1) await cycle(instances)
    growths.push((await collectGarbage()) - before)
  } while ((growths.at(-1) ?? 0) >= bound && growths.length < windows)
  return { growth: growths.at(-1) ?? 0, growths, alive: instances.filter((instance) => instance.deref() !== undefined).length }
}
