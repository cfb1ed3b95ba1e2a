import * as z from 'zod/mini'
import { expect, it } from 'vitest'
import { answerJsonRpc } from './answerJsonRpc.js'
import { rpcMethod } from './rpcMethod.js'
import { SolanaRpcError } from './SolanaRpcError.js'

const methods = {
  echo: rpcMethod(z.tuple([z.string()]), ([text]) => text),
  refuse: () => {
    throw new SolanaRpcError(-32002, 'Transaction simulation failed: Blockhash not found', { err: 'BlockhashNotFound' })
  },
  crash: () => {
    throw new TypeError('boom')
  },
}

it('default: a request is answered with its id and the result', () => {
  expect(answerJsonRpc('{"jsonrpc":"2.0","id":"a","method":"echo","params":["hi"]}', methods)).toEqual({ jsonrpc: '2.0', id: 'a', result: 'hi' })
})

it('errors: a SolanaRpcError keeps its code, message and data', () => {
  expect(answerJsonRpc('{"jsonrpc":"2.0","id":1,"method":"refuse"}', methods)).toEqual({
    jsonrpc: '2.0',
    id: 1,
    error: { code: -32002, message: 'Transaction simulation failed: Blockhash not found', data: { err: 'BlockhashNotFound' } },
  })
})

it('errors: an unexpected failure is -32603 with its message', () => {
  expect(answerJsonRpc('{"jsonrpc":"2.0","id":1,"method":"crash"}', methods)).toEqual({ jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'Internal error: boom' } })
})

it('errors: params that fail the schema are -32602; object params are not positional', () => {
  expect(answerJsonRpc('{"jsonrpc":"2.0","id":1,"method":"echo","params":[5]}', methods)).toMatchObject({ error: { code: -32602, message: 'Invalid params: param 0: Invalid input' } })
  expect(answerJsonRpc('{"jsonrpc":"2.0","id":1,"method":"echo","params":{"text":"hi"}}', methods)).toMatchObject({ error: { code: -32602 } })
})

it('errors: a method name from Object.prototype is not a method', () => {
  expect(answerJsonRpc('{"jsonrpc":"2.0","id":1,"method":"toString"}', methods)).toMatchObject({ error: { code: -32601 } })
})

it('behavior: notifications are run but not answered, alone or in a batch', () => {
  expect(answerJsonRpc('{"jsonrpc":"2.0","method":"echo","params":["hi"]}', methods)).toBeUndefined()
  expect(answerJsonRpc('[{"jsonrpc":"2.0","method":"echo","params":["a"]},{"jsonrpc":"2.0","id":2,"method":"echo","params":["b"]}]', methods)).toEqual([{ jsonrpc: '2.0', id: 2, result: 'b' }])
})

it('errors: a batch member that is not a request is answered -32600 in its place', () => {
  expect(answerJsonRpc('[1,{"jsonrpc":"2.0","id":2,"method":"echo","params":["b"]}]', methods)).toEqual([
    { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } },
    { jsonrpc: '2.0', id: 2, result: 'b' },
  ])
})
