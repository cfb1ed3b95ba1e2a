import { describe, expect, it } from 'vitest'
import type { StartSiwxParameters } from './startSiwx.js'
import { initialSiwxState, LazySiwx } from './LazySiwx.js'
import { Store } from '../state/Store.js'
import type { SiwxConfig } from './Siwx.js'

describe('initialSiwxState', () => {
  it('default: without siwx or siweConfig, sign-in is disabled', () => {
    expect(initialSiwxState({ siwx: undefined, siweConfig: undefined })).toMatchObject({ enabled: false, required: false, status: 'disabled' })
  })

  it('parameters: siwx enables it; its getRequired decides whether it is required', () => {
    const siwx = { getRequired: () => true } as unknown as SiwxConfig
    expect(initialSiwxState({ siwx, siweConfig: undefined })).toMatchObject({ enabled: true, required: true })
  })
})

describe('LazySiwx', () => {
  it('behavior: disabled, nothing is loaded and runtime() rejects with "SIWX is not enabled"', async () => {
    const siwx = new LazySiwx({ state: new Store(initialSiwxState({ siwx: undefined, siweConfig: undefined })) } as unknown as StartSiwxParameters)
    expect(siwx.started).toBeUndefined()
    await expect(siwx.runtime()).rejects.toMatchObject({ shortMessage: 'SIWX is not enabled' })
    siwx.stop()
  })
})
