import { describe, expect, it } from 'vitest'
import { BaseError } from './BaseError.js'
import { AbortedError, isAbortError, throwIfAborted } from './AbortedError.js'

describe('throwIfAborted', () => {
  it('behavior: no signal, or a signal not fired, does nothing', () => {
    expect(() => throwIfAborted(undefined)).not.toThrow()
    expect(() => throwIfAborted(new AbortController().signal)).not.toThrow()
  })

  it('behavior: a fired signal throws AbortedError with the reason as cause', () => {
    const controller = new AbortController()
    const reason = new Error('modal closed')
    controller.abort(reason)

    let thrown: unknown
    try {
      throwIfAborted(controller.signal)
    } catch (error) {
      thrown = error
    }

    expect(thrown).toBeInstanceOf(AbortedError)
    expect((thrown as AbortedError).name).toBe('AbortError')
    expect((thrown as AbortedError).shortMessage).toBe('The operation was aborted')
    expect((thrown as AbortedError).cause).toBe(reason)
  })
})

describe('isAbortError', () => {
  it.each([
    ['our AbortedError', new AbortedError(), true],
    ['the platform DOMException', new DOMException('aborted', 'AbortError'), true],
    ['an abort deep in the cause chain', new BaseError('x', { cause: new Error('y', { cause: new AbortedError() }) }), true],
    ['another error', new Error('nope'), false],
    ['a non-error', 'AbortError', false],
  ])('%s → %s', (_, error, expected) => {
    expect(isAbortError(error)).toBe(expected)
  })

  it('behavior: a cyclic cause chain terminates', () => {
    const error: { name: string; cause?: unknown } = { name: 'Error' }
    error.cause = error

    expect(isAbortError(error)).toBe(false)
  })
})
