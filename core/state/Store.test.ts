import { describe, expect, it } from 'vitest'
import { firstValueFrom, toArray, take } from 'rxjs'
import { Store } from './Store.js'

describe('Store', () => {
  it('default: getSnapshot returns the initial value and state$ replays it', async () => {
    const store = new Store({ count: 0 })
    expect(store.getSnapshot()).toEqual({ count: 0 })
    expect(await firstValueFrom(store.state$)).toEqual({ count: 0 })
  })

  it('behavior: update emits a new snapshot and never mutates the old one', () => {
    const store = new Store({ count: 0 })
    const before = store.getSnapshot()
    store.update((state) => ({ count: state.count + 1 }))
    expect(store.getSnapshot()).toEqual({ count: 1 })
    expect(before).toEqual({ count: 0 })
  })

  it('behavior: returning the same reference emits nothing', () => {
    const store = new Store({ count: 0 })
    const seen: number[] = []
    const stop = store.watch((next) => seen.push(next.count))
    store.update((state) => state)
    store.update((state) => ({ count: state.count + 1 }))
    stop()
    store.update((state) => ({ count: state.count + 1 }))
    expect(seen).toEqual([1])
  })

  it('behavior: select emits only on change of the selected value', async () => {
    const store = new Store({ a: 1, b: 1 })
    const emitted = firstValueFrom(store.select((state) => state.a).pipe(take(2), toArray()))
    store.update((state) => ({ ...state, b: 2 }))
    store.update((state) => ({ ...state, a: 2 }))
    expect(await emitted).toEqual([1, 2])
  })

  it('behavior: watch passes the previous snapshot', () => {
    const store = new Store(1)
    const pairs: [number, number][] = []
    store.watch((next, previous) => pairs.push([next, previous]))
    store.set(2)
    store.set(5)
    expect(pairs).toEqual([[2, 1], [5, 2]])
  })

  it('behavior: two stores share nothing', () => {
    const a = new Store({ n: 0 })
    const b = new Store({ n: 0 })
    a.set({ n: 1 })
    expect(b.getSnapshot()).toEqual({ n: 0 })
  })
})
