import { describe, expect, it } from 'vitest'
import { lazyModule } from './lazyModule.js'

describe('lazyModule', () => {
  it('behavior: calls a function by name once loaded; the first call waits, later calls start in the caller’s tick', async () => {
    let imports = 0
    const module = lazyModule(async () => {
      imports += 1
      return { double: (value: number) => value * 2, mark: (marks: string[]) => marks.push('ran') }
    })
    expect(await Promise.all([module.double(2), module.double(3)])).toEqual([4, 6])
    expect(imports).toBe(1)

    const marks: string[] = []
    const pending = module.mark(marks)
    expect(marks).toEqual(['ran'])
    expect(await pending).toBe(1)
  })

  it('behavior: load() imports once; a call that throws becomes a rejected promise', async () => {
    let imports = 0
    const module = lazyModule(async () => {
      imports += 1
      return {
        fail: (): number => {
          throw new Error('boom')
        },
      }
    })
    await module.load()
    await module.load()
    expect(imports).toBe(1)
    await expect(module.fail()).rejects.toThrow('boom')
  })

  it('behavior: a failed import rejects the call and is tried again on the next one', async () => {
    let attempts = 0
    const module = lazyModule(async () => {
      attempts += 1
      if (attempts === 1) throw new Error('chunk failed')
      return { seven: () => 7 }
    })
    await expect(module.seven()).rejects.toThrow('chunk failed')
    expect(await module.seven()).toBe(7)
  })

  it('behavior: is not a thenable (awaiting it does not call the module), nor does it shadow Object members', async () => {
    const module = lazyModule(async () => ({ seven: () => 7 }))
    expect(await module).toBe(module)
    expect((module as unknown as { hasOwnProperty: unknown }).hasOwnProperty).toBeUndefined()
  })
})
