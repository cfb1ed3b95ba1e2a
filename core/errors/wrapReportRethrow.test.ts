import { describe, expect, it, vi } from 'vitest'
import { BaseError } from './BaseError.js'
import { MESSAGES } from './messages.js'
import { UserRejectedRequestError } from './walletErrors.js'
import { wrapReportRethrow } from './wrapReportRethrow.js'

describe('wrapReportRethrow', () => {
  describe('sync', () => {
    it('behavior: a result passes through and nothing is reported', () => {
      const report = vi.fn()

      const result = wrapReportRethrow(() => 42, { report })

      expect(result).toBe(42)
      expect(report).not.toHaveBeenCalled()
    })

    it('default: a foreign error is wrapped as INTERNAL_SDK_ERROR, reported once, rethrown', () => {
      const original = new TypeError('x is undefined')
      const report = vi.fn()

      const thrown = catchSync(() =>
        wrapReportRethrow(() => {
          throw original
        }, { report }),
      )

      expect(thrown).toBeInstanceOf(BaseError)
      expect(thrown).toMatchObject({ category: 'INTERNAL_SDK_ERROR', shortMessage: MESSAGES.UNEXPECTED_ERROR, cause: original })
      expect(report).toHaveBeenCalledTimes(1)
      expect(report).toHaveBeenCalledWith(thrown)
    })

    it('parameters: category is applied to a foreign error', () => {
      const thrown = catchSync(() =>
        wrapReportRethrow(() => {
          throw new Error('offline')
        }, { category: 'NETWORK_ERROR', report: () => undefined }),
      )

      expect((thrown as BaseError).category).toBe('NETWORK_ERROR')
    })

    it('behavior: a BaseError keeps its own category and identity', () => {
      const original = new UserRejectedRequestError()
      const report = vi.fn()

      const thrown = catchSync(() =>
        wrapReportRethrow(() => {
          throw original
        }, { category: 'API_ERROR', report }),
      )

      expect(thrown).toBe(original)
      expect((thrown as BaseError).category).toBe('USER_REJECTED')
      expect(report).toHaveBeenCalledWith(original)
    })

    it('behavior: a throwing report never hides the original error, and is logged', () => {
      const original = new BaseError('the real problem')
      const warn = vi.fn()

      const thrown = catchSync(() =>
        wrapReportRethrow(() => {
          throw original
        }, {
          report: () => {
            throw new Error('telemetry down')
          },
          logger: { warn },
        }),
      )

      expect(thrown).toBe(original)
      expect(warn).toHaveBeenCalledTimes(1)
    })
  })

  describe('async', () => {
    it('behavior: a resolved value passes through and nothing is reported', async () => {
      const report = vi.fn()

      await expect(wrapReportRethrow(async () => 'ok', { report })).resolves.toBe('ok')
      expect(report).not.toHaveBeenCalled()
    })

    it('default: a foreign rejection is wrapped as INTERNAL_SDK_ERROR, reported once, rethrown', async () => {
      const original = new Error('boom')
      const report = vi.fn()

      const thrown = await wrapReportRethrow(() => Promise.reject(original), { report }).catch((error: unknown) => error)

      expect(thrown).toMatchObject({ category: 'INTERNAL_SDK_ERROR', cause: original })
      expect(report).toHaveBeenCalledTimes(1)
      expect(report).toHaveBeenCalledWith(thrown)
    })

    it('behavior: a BaseError rejection keeps its category', async () => {
      const original = new BaseError('bad config', { category: 'CONFIGURATION_ERROR' })

      const thrown = await wrapReportRethrow(() => Promise.reject(original), { category: 'API_ERROR', report: vi.fn() }).catch(
        (error: unknown) => error,
      )

      expect(thrown).toBe(original)
      expect((thrown as BaseError).category).toBe('CONFIGURATION_ERROR')
    })

    it('behavior: a rejecting report never hides the original error, and is logged', async () => {
      const original = new BaseError('the real problem')
      const warn = vi.fn()

      const thrown = await wrapReportRethrow(() => Promise.reject(original), {
        report: () => Promise.reject(new Error('telemetry down')),
        logger: { warn },
      }).catch((error: unknown) => error)
      await Promise.resolve()

      expect(thrown).toBe(original)
      expect(warn).toHaveBeenCalledTimes(1)
    })

    it('behavior: the error is rethrown without waiting for a report that never settles', async () => {
      const original = new BaseError('fast')

      const thrown = await wrapReportRethrow(() => Promise.reject(original), { report: () => new Promise(() => undefined) }).catch(
        (error: unknown) => error,
      )

      expect(thrown).toBe(original)
    })
  })
})

function catchSync(fn: () => unknown): unknown {
  try {
    fn()
  } catch (error) {
    return error
  }
  throw new Error('expected fn to throw')
}
