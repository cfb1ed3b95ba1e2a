import { generateKeyPairSigner, getBase58Decoder, lamports, type Blockhash, type KeyPairSigner } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedWire } from './kitTransaction.fixture.js'
import { startLocalSolana, type LocalSolana } from './index.js'

// The wire: raw HTTP and JSON-RPC 2.0, as a browser page or another client sees the server.
describe('local Solana RPC over HTTP', () => {
  let solana: LocalSolana
  let alice: KeyPairSigner

  beforeAll(async () => {
    solana = await startLocalSolana()
    alice = await generateKeyPairSigner()
    solana.fund(alice.address, 1_000_000_000n)
  })
  afterAll(() => solana.close())

  const post = (body: string) => fetch(solana.url, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' }, body })
  const call = async (method: string, params?: unknown[]): Promise<Record<string, unknown>> =>
    (await (await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method, ...(params ? { params } : {}) }))).json()) as Record<string, unknown>
  const transfer = async (amount: bigint, blockhash?: string) => {
    const latest = (await call('getLatestBlockhash')).result as { value: { blockhash: Blockhash; lastValidBlockHeight: number } }
    const lifetime = { blockhash: (blockhash ?? latest.value.blockhash) as Blockhash, lastValidBlockHeight: BigInt(latest.value.lastValidBlockHeight) }
    return signedWire(alice, lifetime, [getTransferSolInstruction({ source: alice, destination: alice.address, amount: lamports(amount) })])
  }

  it('behavior: CORS preflight allows any origin and the headers kit sends', async () => {
    const response = await fetch(solana.url, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,solana-client' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type,solana-client')
    const bare = await fetch(solana.url, { method: 'OPTIONS' })
    expect(bare.headers.get('access-control-allow-headers')).toBe('content-type, solana-client')
  })

  it('behavior: answers carry CORS and JSON headers', async () => {
    const response = await post('{"jsonrpc":"2.0","id":7,"method":"getHealth"}')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 7, result: 'ok' })
  })

  it('behavior: a batch is answered in order, each by its id, errors included', async () => {
    const response = await post(
      JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getHealth' },
        { jsonrpc: '2.0', id: 'b', method: 'getGenesisHash', params: [] },
        { jsonrpc: '2.0', id: 3, method: 'getBlock', params: [1] },
      ]),
    )
    expect(await response.json()).toEqual([
      { jsonrpc: '2.0', id: 1, result: 'ok' },
      { jsonrpc: '2.0', id: 'b', result: solana.genesisHash },
      { jsonrpc: '2.0', id: 3, error: { code: -32601, message: 'Method not found' } },
    ])
  })

  it('errors: malformed JSON -32700, not a request -32600, an empty batch -32600', async () => {
    expect(await (await post('{"jsonrpc":')).json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
    expect(await (await post('{"id":4,"method":"getHealth"}')).json()).toEqual({ jsonrpc: '2.0', id: 4, error: { code: -32600, message: 'Invalid request' } })
    expect(await (await post('[]')).json()).toMatchObject({ id: null, error: { code: -32600 } })
  })

  it('errors: bad params are -32602 and say which', async () => {
    expect(await call('getBalance', ['not-an-address'])).toEqual({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Invalid params: param 0: Invalid param: Invalid' } })
    expect(await call('getBalance')).toMatchObject({ error: { code: -32602 } })
    expect(await call('getMinimumBalanceForRentExemption', [-1])).toMatchObject({ error: { code: -32602 } })
    expect(await call('getAccountInfo', [alice.address, { encoding: 'base64+zstd' }])).toMatchObject({ error: { code: -32602 } })
    expect(await call('sendTransaction', ['%%%', { encoding: 'base64' }])).toMatchObject({ error: { code: -32602, message: expect.stringMatching(/^failed to deserialize transaction/) as unknown } })
  })

  it('behavior: a notification (no id) gets no answer', async () => {
    const response = await post('{"jsonrpc":"2.0","method":"getHealth"}')
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
  })

  it('behavior: GET /health as the validator has it; other HTTP methods are refused', async () => {
    expect(await (await fetch(`${solana.url}/health`)).text()).toBe('ok')
    expect((await fetch(solana.url, { method: 'PUT', body: '{}' })).status).toBe(405)
  })

  it('behavior: a body over 1 MiB is refused with 413', async () => {
    expect((await post(' '.repeat(1024 * 1024 + 1))).status).toBe(413)
  })

  it('behavior: u64 values go out as exact integer literals', async () => {
    const text = await (await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getAccountInfo', params: [alice.address, { encoding: 'base64' }] }))).text()
    expect(text).toContain('"rentEpoch":18446744073709551615')
  })

  it('behavior: sendTransaction reads base58 when no encoding is given', async () => {
    const { wire, signature } = await transfer(1n)
    const base58 = getBase58Decoder().decode(Buffer.from(wire, 'base64'))
    expect(await call('sendTransaction', [base58])).toEqual({ jsonrpc: '2.0', id: 1, result: signature })
  })

  it('errors: a failing send is -32002 with the validator\'s text, the error and the logs', async () => {
    const { wire } = await transfer(100_000_000_000n)
    const answer = await call('sendTransaction', [wire, { encoding: 'base64' }])
    expect(answer.error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
      data: {
        err: { InstructionError: [0, { Custom: 1 }] },
        logs: [
          'Program 11111111111111111111111111111111 invoke [1]',
          expect.stringMatching(/^Transfer: insufficient lamports \d+, need 100000000000$/) as unknown,
          'Program 11111111111111111111111111111111 failed: custom program error: 0x1',
        ],
        accounts: null,
        unitsConsumed: 150,
      },
    })
  })

  it('errors: an unknown blockhash fails preflight as not found', async () => {
    const { wire } = await transfer(1n, '11111111111111111111111111111111')
    expect((await call('sendTransaction', [wire, { encoding: 'base64' }])).error).toMatchObject({ code: -32002, message: 'Transaction simulation failed: Blockhash not found', data: { err: 'BlockhashNotFound' } })
  })

  it('errors: a tampered signature is -32003', async () => {
    const { wire } = await transfer(1n)
    const bytes = Buffer.from(wire, 'base64')
    bytes[1] = (bytes[1] ?? 0) ^ 0xff
    expect((await call('sendTransaction', [bytes.toString('base64'), { encoding: 'base64' }])).error).toEqual({ code: -32003, message: 'Transaction signature verification failure' })
  })
})
