import * as z from 'zod/mini'
import type { JsonRpcMethods } from './rpcMethod.js'
import { RPC_ERROR_CODES, SolanaRpcError } from './SolanaRpcError.js'

type JsonRpcId = string | number | null

/** One JSON-RPC 2.0 response. */
export type JsonRpcResponse =
  | { readonly jsonrpc: '2.0'; readonly id: JsonRpcId; readonly result: unknown }
  | { readonly jsonrpc: '2.0'; readonly id: JsonRpcId; readonly error: ReturnType<SolanaRpcError['toJson']> }

const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.optional(z.union([z.string(), z.number(), z.null()])),
  method: z.string(),
  params: z.optional(z.unknown()),
})

/**
 * The answer to a JSON-RPC 2.0 request body: one response, an array for a batch, or undefined
 * when every request was a notification (no `id`). -32700 for text that is not JSON, -32600 for
 * a request that is not one, -32601 for an unknown method, -32603 when a method fails unexpectedly.
 * @example answerJsonRpc('{"jsonrpc":"2.0","id":1,"method":"getHealth"}', methods) // { jsonrpc: '2.0', id: 1, result: 'ok' }
 */
export function answerJsonRpc(text: string, methods: JsonRpcMethods): JsonRpcResponse | JsonRpcResponse[] | undefined {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return failure(null, new SolanaRpcError(RPC_ERROR_CODES.parseError, 'Parse error'))
  }
  if (!Array.isArray(body)) return answerOne(body, methods)
  if (body.length === 0) return failure(null, new SolanaRpcError(RPC_ERROR_CODES.invalidRequest, 'Invalid request: empty batch'))
  const answers = body.map((request) => answerOne(request, methods)).filter((answer) => answer !== undefined)
  return answers.length > 0 ? answers : undefined
}

function answerOne(body: unknown, methods: JsonRpcMethods): JsonRpcResponse | undefined {
  const request = requestSchema.safeParse(body)
  if (!request.success) return failure(idOf(body), new SolanaRpcError(RPC_ERROR_CODES.invalidRequest, 'Invalid request'))
  const { id, method, params } = request.data
  const run = Object.hasOwn(methods, method) ? methods[method] : undefined
  let answer: JsonRpcResponse
  if (!run) answer = failure(id ?? null, new SolanaRpcError(RPC_ERROR_CODES.methodNotFound, 'Method not found'))
  else {
    try {
      answer = { jsonrpc: '2.0', id: id ?? null, result: run(params) }
    } catch (error) {
      answer = failure(id ?? null, error instanceof SolanaRpcError ? error : new SolanaRpcError(RPC_ERROR_CODES.internalError, `Internal error: ${error instanceof Error ? error.message : String(error)}`))
    }
  }
  return id === undefined ? undefined : answer
}

function failure(id: JsonRpcId, error: SolanaRpcError): JsonRpcResponse {
  return { jsonrpc: '2.0', id, error: error.toJson() }
}

function idOf(body: unknown): JsonRpcId {
  const id: unknown = typeof body === 'object' && body !== null && 'id' in body ? body.id : null
  return typeof id === 'string' || typeof id === 'number' ? id : null
}
