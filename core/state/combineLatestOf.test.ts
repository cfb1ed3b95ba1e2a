import { BehaviorSubject, Subject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { combineLatestOf } from './combineLatestOf.js'

describe('combineLatestOf', () => {
  it('emits the latest tuple once every source has a value, then on each change', () => {
    const a = new BehaviorSubject(1)
    const b = new Subject<string>()
    const seen: (readonly [number, string])[] = []
    const subscription = combineLatestOf<[number, string]>([a, b]).subscribe((tuple) => seen.push(tuple))
    a.next(2)
    expect(seen).toEqual([])
    b.next('x')
    a.next(3)
    b.next('y')
    expect(seen).toEqual([
      [2, 'x'],
      [3, 'x'],
      [3, 'y'],
    ])
    subscription.unsubscribe()
    a.next(4)
    expect(seen).toHaveLength(3)
    expect(a.observed).toBe(false)
    expect(b.observed).toBe(false)
  })

  it('hands out a fresh tuple each time (a subscriber may keep the previous one)', () => {
    const a = new BehaviorSubject(1)
    const seen: (readonly [number])[] = []
    combineLatestOf<[number]>([a]).subscribe((tuple) => seen.push(tuple))
    a.next(2)
    expect(seen[0]).toEqual([1])
    expect(seen[1]).toEqual([2])
  })

  it('completes when every source has completed, and passes an error on', () => {
    const a = new BehaviorSubject(1)
    const b = new BehaviorSubject(2)
    let completed = false
    combineLatestOf<[number, number]>([a, b]).subscribe({ complete: () => (completed = true) })
    a.complete()
    expect(completed).toBe(false)
    b.complete()
    expect(completed).toBe(true)

    const failing = new Subject<number>()
    const errors: unknown[] = []
    combineLatestOf<[number]>([failing]).subscribe({ error: (error: unknown) => errors.push(error) })
    failing.error(new Error('boom'))
    expect(errors).toEqual([new Error('boom')])
  })

  it('completes at once with no sources', () => {
    let completed = false
    combineLatestOf<[]>([]).subscribe({ complete: () => (completed = true) })
    expect(completed).toBe(true)
  })
})
