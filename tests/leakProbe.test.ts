// The leak tests' instrument: a leak fails every window; a one-off allocation passes on the next.
import { describe, expect, it } from 'vitest'
import { measureCycles } from './support/leakProbe.js'

const MB = 1024 * 1024
const kept: unknown[] = []

describe('measureCycles', () => {
  it('a cycle that keeps 100 kB each time fails every window (20 cycles: ~2 MB each)', async () => {
    const { growth, growths } = await measureCycles(20, MB, async () => {
      kept.push(new Array(100 * 1024 / 8).fill(1.5))
    })
    expect(growths).toHaveLength(3)
    expect(growths.every((each) => each >= MB)).toBe(true)
    expect(growth).toBeGreaterThanOrEqual(MB)
    kept.length = 0
  })

  it('a one-off 3 MB allocation in the first measured window: the next window decides, under the bound', async () => {
    let round = 0
    const { growth, growths } = await measureCycles(20, MB, async () => {
      round += 1
      if (round === 25) kept.push(new Array((3 * MB) / 8).fill(2.5))
    })
    expect(growths).toHaveLength(2)
    expect(growths[0]).toBeGreaterThanOrEqual(MB)
    expect(growth).toBeLessThan(MB)
    kept.length = 0
  })
})
