import { describe, expect, it } from 'vitest'
import type { SiwxState } from '../../../core/index.js'
import { siwxViewState } from './siwxViewState.js'

const error = { shortMessage: 'Signature declined' } as SiwxState['error']

describe('siwxViewState', () => {
  it.each([
    ['awaitingSignature', undefined, false, { signing: false, busy: false, error: undefined }],
    ['signing', undefined, false, { signing: true, busy: true, error: undefined }],
    ['checking', undefined, false, { signing: false, busy: true, error: undefined }],
    ['awaitingSignature', undefined, true, { signing: false, busy: true, error: undefined }],
    ['awaitingSignature', error, false, { signing: false, busy: false, error: 'Signature declined' }],
    // A new attempt hides the previous failure while the wallet is asked.
    ['signing', error, false, { signing: true, busy: true, error: undefined }],
  ] as const)('behavior: %s, error %o, cancelling %s → %o', (status, failure, cancelling, expected) => {
    expect(siwxViewState({ status, error: failure }, cancelling)).toEqual(expected)
  })
})
