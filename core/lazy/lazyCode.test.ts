import { describe, expect, it } from 'vitest'
import { lazyCode } from './lazyCode.js'

describe('lazyCode', () => {
  it('behavior: loads once; the first run waits for the module, later runs start in the caller’s tick', async () => {
    let imports = 0
    const code = lazyCode(async () => {
      imports += 1
      return { double: (value: number) => value * 2 }
    })
    expect(code.loaded).toBeUndefined()
    const first = code.run((module) => module.double(2))
    const second = code.run((module) => module.double(3))
    expect(await Promise.all([first, second])).toEqual([4, 6])
    expect(imports).toBe(1)

    let ranSynchronously = false
    const third = code.run(() => {
      ranSynchronously = true
      return 'ok'
    })
    expect(ranSynchronously).toBe(true)
    expect(await third).toBe('ok')
  })

  it('behavior: a failed load rejects the waiting runs and is tried again on the next one', async () => {
    let attempts = 0
    const code = lazyCode(async () => {
      attempts += 1
      if (attempts === 1) throw new Error('chunk failed')
      return { value: 7 }
    })
    await expect(code.run((module) => module.value)).rejects.toThrow('chunk failed')
    expect(await code.run((module) => module.value)).toBe(7)
    expect(attempts).toBe(2)
  })

  it('behavior: a call that throws once loaded becomes a rejected promise, not a synchronous throw', async () => {
    const code = lazyCode(async () => ({}))
    await code.load()
    const result = code.run(() => {
      throw new Error('boom')
    })
    await expect(result).rejects.toThrow('boom')
  })
})
