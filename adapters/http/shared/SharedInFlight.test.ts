import { describe, expect, it } from 'vitest'
import { isAbortError } from '../../../core/errors/AbortedError.js'
import { SharedInFlight } from './SharedInFlight.js'

/** A request the test settles by hand, recording the signal it was started with. */
function deferred<T>() {
  const starts: AbortSignal[] = []
  let settle: { resolve: (value: T) => void; reject: (error: unknown) => void } | undefined
  const start = (signal: AbortSignal) => {
    starts.push(signal)
    return new Promise<T>((resolve, reject) => {
      settle = { resolve, reject }
      signal.addEventListener('abort', () => reject(signal.reason), { once: true })
    })
  }
  return { start, starts, resolve: (value: T) => settle?.resolve(value), reject: (error: unknown) => settle?.reject(error) }
}

describe('SharedInFlight', () => {
  it('behavior: identical keys in flight share one run and one result; other keys run apart', async () => {
    const shared = new SharedInFlight()
    const a = deferred<string>()
    const b = deferred<string>()

    const first = shared.run('a', a.start)
    const second = shared.run('a', a.start)
    const other = shared.run('b', b.start)
    expect(a.starts).toHaveLength(1)
    expect(shared.size).toBe(2)
    a.resolve('A')
    b.resolve('B')

    await expect(Promise.all([first, second, other])).resolves.toEqual(['A', 'A', 'B'])
  })

  it('behavior: a settled run is forgotten, the next call starts again (success and failure)', async () => {
    const shared = new SharedInFlight()
    const a = deferred<string>()
    const first = shared.run('a', a.start)
    a.reject(new Error('down'))
    await expect(first).rejects.toThrow('down')
    expect(shared.size).toBe(0)

    const again = shared.run('a', a.start)
    a.resolve('ok')
    await expect(again).resolves.toBe('ok')
    expect(a.starts).toHaveLength(2)
    expect(shared.size).toBe(0)
  })

  it('abort: one caller aborting rejects only that caller; the shared run goes on', async () => {
    const shared = new SharedInFlight()
    const a = deferred<string>()
    const leaving = new AbortController()
    const first = shared.run('a', a.start, leaving.signal)
    const second = shared.run('a', a.start, new AbortController().signal)

    leaving.abort()
    const error = await first.catch((caught: unknown) => caught)
    expect(isAbortError(error)).toBe(true)
    expect(a.starts[0]?.aborted).toBe(false)
    a.resolve('A')
    await expect(second).resolves.toBe('A')
  })

  it('abort: when every caller aborted, the shared run is aborted and forgotten', async () => {
    const shared = new SharedInFlight()
    const a = deferred<string>()
    const one = new AbortController()
    const two = new AbortController()
    const first = shared.run('a', a.start, one.signal).catch((caught: unknown) => caught)
    const second = shared.run('a', a.start, two.signal).catch((caught: unknown) => caught)

    one.abort()
    two.abort()

    expect(isAbortError(await first)).toBe(true)
    expect(isAbortError(await second)).toBe(true)
    expect(a.starts[0]?.aborted).toBe(true)
    expect(shared.size).toBe(0)
  })

  it('abort: a caller without a signal keeps the run alive for good', async () => {
    const shared = new SharedInFlight()
    const a = deferred<string>()
    const leaving = new AbortController()
    const patient = shared.run('a', a.start)
    const first = shared.run('a', a.start, leaving.signal).catch((caught: unknown) => caught)

    leaving.abort()
    expect(isAbortError(await first)).toBe(true)
    expect(a.starts[0]?.aborted).toBe(false)
    a.resolve('A')
    await expect(patient).resolves.toBe('A')
  })

  it('abort: an already aborted signal throws at once and starts nothing', () => {
    const shared = new SharedInFlight()
    const a = deferred<string>()

    expect(() => shared.run('a', a.start, AbortSignal.abort())).toThrow(expect.objectContaining({ name: 'AbortError' }))
    expect(a.starts).toHaveLength(0)
  })
})
