import { describe, expect, it } from 'vitest'
import { FrameError, type FrameErrorReason } from './FrameError.js'

describe('FrameError', () => {
  it.each<[string, FrameErrorReason, string, string, string | undefined]>([
    ['aborted RPC', { kind: 'aborted', rpc: true }, 'Request was aborted', 'WALLET_ERROR', undefined],
    ['aborted other request', { kind: 'aborted', rpc: false }, 'Something went wrong', 'WALLET_ERROR', undefined],
    ['error reply with message', { kind: 'errorReply', message: 'Invalid OTP' }, 'Invalid OTP', 'WALLET_ERROR', undefined],
    ['error reply without message', { kind: 'errorReply' }, 'An error occurred', 'WALLET_ERROR', undefined],
    ['error reply with empty message', { kind: 'errorReply', message: '' }, 'An error occurred', 'WALLET_ERROR', undefined],
    ['load failed', { kind: 'loadFailed' }, 'Unable to load email login dependency', 'NETWORK_ERROR', 'APKT003'],
    ['request timeout', { kind: 'requestTimeout' }, 'The embedded wallet did not respond in time', 'NETWORK_ERROR', 'APKT004'],
  ])('%s', (_, reason, text, category, alertCode) => {
    const error = new FrameError(reason)

    expect(error.name).toBe('FrameError')
    expect(error.kind).toBe(reason.kind)
    expect(error.shortMessage).toBe(text)
    expect(error.category).toBe(category)
    expect(error.alertCode).toBe(alertCode)
  })

  it('parameters: cause and details are kept, kind is added', () => {
    const cause = new Error('frame gone')

    const error = new FrameError({ kind: 'loadFailed' }, { cause, details: { origin: 'https://secure.example' } })

    expect(error.cause).toBe(cause)
    expect(error.details).toEqual({ origin: 'https://secure.example', kind: 'loadFailed' })
  })
})
