import type * as z from 'zod/mini'
import { RPC_ERROR_CODES, SolanaRpcError } from './SolanaRpcError.js'

/** One JSON-RPC method: takes the request's `params` as sent, returns the `result` or throws a SolanaRpcError. */
export type JsonRpcMethod = (params: unknown) => unknown

/** Methods by name. */
export type JsonRpcMethods = Readonly<Record<string, JsonRpcMethod>>

/**
 * A method whose params are validated first: invalid ones answer -32602 naming the first problem.
 * Absent params read as `[]`.
 * @example rpcMethod(z.tuple([addressParam]), ([owner]) => ledger.svm.getBalance(owner))
 */
export function rpcMethod<T>(params: z.ZodMiniType<T>, run: (params: T) => unknown): JsonRpcMethod {
  return (raw) => {
    const parsed = params.safeParse(raw ?? [])
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const where = issue && issue.path.length > 0 ? `param ${issue.path.map(String).join('.')}: ` : ''
      throw new SolanaRpcError(RPC_ERROR_CODES.invalidParams, `Invalid params: ${where}${issue?.message ?? 'invalid'}`)
    }
    return run(parsed.data)
  }
}
