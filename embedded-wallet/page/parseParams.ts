import type * as z from 'zod/mini'
import { FrameRequestError } from './FrameRequestError.js'

/**
 * Checks an RPC request's params (or a part of them) with `schema`; a mismatch is -32602 naming
 * the method and the first issue.
 * @example const [message, address] = parseParams(personalSignParams, params, 'personal_sign')
 */
export function parseParams<S extends z.ZodMiniType>(schema: S, value: unknown, method: string): z.infer<S> {
  const result = schema.safeParse(value)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw invalidParams(method, `${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim())
  }
  return result.data as z.infer<S>
}

/**
 * The -32602 error for `method`'s params, saying why.
 * @example throw invalidParams('personal_sign', 'typed data is not JSON')
 */
export function invalidParams(method: string, why: string): FrameRequestError {
  return new FrameRequestError(`Invalid params for ${method}: ${why}`, { code: -32602 })
}
