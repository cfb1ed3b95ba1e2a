// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FrameError } from '../../core/embedded/FrameError.js'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { IframeEmbeddedWalletFrame } from './IframeEmbeddedWalletFrame.js'

describe('IframeEmbeddedWalletFrame without a DOM', () => {
  it('default: importing and constructing touch no window', () => {
    const frame = new IframeEmbeddedWalletFrame({ url: 'http://127.0.0.1:7400/frame', clock: new ManualClock() })

    expect(frame.origin).toBe('http://127.0.0.1:7400')
    expect(frame.element).toBeUndefined()
    expect('document' in globalThis).toBe(false)
  })

  it('behavior: load without a document rejects with the load failure, and can be tried again', async () => {
    const frame = new IframeEmbeddedWalletFrame({ url: 'http://127.0.0.1:7400/frame', clock: new ManualClock() })

    await expect(frame.load()).rejects.toBeInstanceOf(FrameError)
    await expect(frame.load()).rejects.toMatchObject({ kind: 'loadFailed', details: { reason: 'no document' } })
  })
})
