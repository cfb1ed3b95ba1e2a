import { keccak256, parseTransaction, recoverTransactionAddress, verifyMessage, verifyTypedData, type Hex, type TransactionSerialized } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { flushMicrotasks, ManualClock } from '../../test-doubles/ManualClock.js'
import { DroppedRequest } from './FrameRequestError.js'
import { fakeChain, scriptedApprover } from './frameWallet.fixture.js'
import { FrameWallet } from './FrameWallet.js'
import { JsonRpcClient } from './JsonRpcClient.js'

const RPC_URL = 'https://rpc.example/'
const APP = 'https://app.example.com'
const account = privateKeyToAccount(generatePrivateKey())

function setup(options: { approver?: ReturnType<typeof scriptedApprover>; answers?: Record<string, unknown>; signedIn?: boolean } = {}) {
  const approver = options.approver ?? scriptedApprover()
  const chain = fakeChain(options.answers ?? {})
  const wallet = new FrameWallet({ account: () => (options.signedIn === false ? undefined : account), solanaKey: () => undefined, approver, rpc: new JsonRpcClient({ fetch: chain.fetch, clock: new ManualClock() }) })
  const request = (method: string, params?: unknown[], id = 'r1') => wallet.request({ method, ...(params ? { params } : {}), chainId: 1, rpcUrl: RPC_URL }, { id, origin: APP })
  return { wallet, approver, chain, request }
}

describe('FrameWallet', () => {
  it('safe: accounts and chain id are answered locally', async () => {
    const { request, chain } = setup()
    expect(await request('eth_accounts')).toEqual([account.address])
    expect(await request('eth_requestAccounts')).toEqual([account.address])
    expect(await request('eth_chainId')).toBe('0x1')
    expect(chain.calls).toEqual([])
  })

  it('safe: no accounts while signed out', async () => {
    expect(await setup({ signedIn: false }).request('eth_accounts')).toEqual([])
  })

  it('safe: other reads go to the RPC URL; a JSON-RPC error is passed on with its code', async () => {
    const { request } = setup({ answers: { eth_blockNumber: '0x10' } })
    expect(await request('eth_blockNumber', [])).toBe('0x10')
    await expect(request('eth_getBalance', [account.address, 'latest'])).rejects.toMatchObject({ shortMessage: 'the method eth_getBalance does not exist', code: -32601 })
  })

  it('safe: a read times out after 10 s', async () => {
    const clock = new ManualClock()
    const hanging = (_url: string, init: RequestInit) => new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))))
    const rpc = new JsonRpcClient({ fetch: hanging, clock })
    const reading = rpc.request(RPC_URL, 'eth_blockNumber', [])
    const outcome = expect(reading).rejects.toThrow('The RPC request timed out (eth_blockNumber)')
    await clock.advanceAsync(9_999)
    await clock.advanceAsync(1)
    await outcome
  })

  it('behavior: a method in neither list is not allowed (4200)', async () => {
    await expect(setup().request('eth_sign', [])).rejects.toMatchObject({ shortMessage: 'Requested RPC call is not allowed', code: 4200 })
  })

  it('behavior: an unsafe method the frame does not perform is unsupported (4200)', async () => {
    const { request, approver } = setup()
    await expect(request('wallet_sendCalls', [])).rejects.toMatchObject({ shortMessage: 'Unsupported method: wallet_sendCalls', code: 4200 })
    expect(approver.asked).toEqual([])
  })

  it('personal_sign: signs after approval; viem verifies it for the user; the approver sees the pinned origin', async () => {
    const { request, approver } = setup()

    const signature = (await request('personal_sign', ['0x68656c6c6f', account.address])) as Hex

    expect(await verifyMessage({ address: account.address, message: 'hello', signature })).toBe(true)
    expect(approver.asked).toEqual([{ id: 'r1', origin: APP, call: { method: 'personal_sign', message: '0x68656c6c6f', address: account.address } }])
  })

  it('eth_signTypedData_v4: the signature verifies for the user', async () => {
    const typedData = {
      domain: { name: 'Mail', version: '1', chainId: 1, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
      types: {
        EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'Hello, Bob!' },
    } as const

    const signature = (await setup().request('eth_signTypedData_v4', [account.address, JSON.stringify(typedData)])) as Hex

    // viem derives EIP712Domain from the domain itself.
    const { domain, primaryType, message } = typedData
    expect(await verifyTypedData({ domain, types: { Mail: typedData.types.Mail }, primaryType, message, address: account.address, signature })).toBe(true)
  })

  it('eth_signTypedData_v4: typed data for another chain is refused before asking', async () => {
    const { request, approver } = setup()
    const typedData = { domain: { chainId: 5 }, types: { M: [{ name: 'a', type: 'string' }] }, primaryType: 'M', message: { a: 'x' } }
    await expect(request('eth_signTypedData_v4', [account.address, JSON.stringify(typedData)])).rejects.toMatchObject({ code: -32602 })
    expect(approver.asked).toEqual([])
  })

  it('behavior: another address is an unknown account (4100), never signed', async () => {
    const { request, approver } = setup()
    const other = privateKeyToAccount(generatePrivateKey()).address
    await expect(request('personal_sign', ['0x68', other])).rejects.toMatchObject({ shortMessage: 'Unknown account', code: 4100 })
    await expect(request('eth_sendTransaction', [{ from: other, to: other }])).rejects.toMatchObject({ shortMessage: 'Unknown account', code: 4100 })
    expect(approver.asked).toEqual([])
  })

  it('behavior: malformed params are refused (-32602)', async () => {
    await expect(setup().request('personal_sign', ['0x68'])).rejects.toMatchObject({ code: -32602 })
  })

  it('behavior: Reject is 4001 and nothing is signed', async () => {
    await expect(setup({ approver: scriptedApprover('reject') }).request('personal_sign', ['0x68', account.address])).rejects.toMatchObject({ shortMessage: 'User rejected the request.', code: 4001 })
  })

  it('behavior: RPC_ABORT cancels the approval and drops the request', async () => {
    const { wallet, approver, request } = setup({ approver: scriptedApprover('wait') })
    const pending = request('personal_sign', ['0x68', account.address], 'abort-me')
    await flushMicrotasks()

    wallet.abort('abort-me')

    await expect(pending).rejects.toBeInstanceOf(DroppedRequest)
    expect(approver.cancelled).toEqual(['abort-me'])
  })

  it('eth_sendTransaction: fills nonce, gas and EIP-1559 fees, signs as the user and sends', async () => {
    let raw: Hex | undefined
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const { request, chain } = setup({
      answers: {
        eth_getTransactionCount: '0x7',
        eth_estimateGas: '0x5208',
        eth_feeHistory: { oldestBlock: '0x1', baseFeePerGas: ['0x3b9aca00', '0x4a817c80'], gasUsedRatio: [0.5] },
        eth_maxPriorityFeePerGas: '0x3b9aca00',
        eth_sendRawTransaction: (params: unknown[]) => {
          raw = params[0] as Hex
          return keccak256(raw)
        },
      },
    })

    const hash = await request('eth_sendTransaction', [{ from: account.address, to, value: '0xde0b6b3a7640000' }])

    expect(raw).toBeDefined()
    const tx = parseTransaction(raw as TransactionSerialized)
    expect(tx).toMatchObject({ type: 'eip1559', chainId: 1, nonce: 7, gas: 21_000n, to: to.toLowerCase(), value: 10n ** 18n, maxPriorityFeePerGas: 1_000_000_000n, maxFeePerGas: 2n * 1_250_000_000n + 1_000_000_000n })
    expect(await recoverTransactionAddress({ serializedTransaction: raw as TransactionSerialized })).toBe(account.address)
    expect(hash).toBe(keccak256(raw as Hex))
    expect(chain.calls.find((call) => call.method === 'eth_getTransactionCount')?.params).toEqual([account.address, 'pending'])
  })

  it('eth_sendTransaction: a given gas limit is kept; a chain without fee history gets a legacy gas price', async () => {
    let raw: Hex | undefined
    const { request, chain } = setup({
      answers: {
        eth_getTransactionCount: '0x0',
        eth_gasPrice: '0x77359400',
        eth_sendRawTransaction: (params: unknown[]) => keccak256((raw = params[0] as Hex)),
      },
    })

    await request('eth_sendTransaction', [{ from: account.address, to: account.address, gas: '0x7530', data: '0xabcdef' }])

    const tx = parseTransaction(raw as TransactionSerialized)
    expect(tx).toMatchObject({ type: 'legacy', chainId: 1, gas: 30_000n, gasPrice: 2_000_000_000n, data: '0xabcdef' })
    expect(chain.calls.map((call) => call.method)).not.toContain('eth_estimateGas')
    expect(await recoverTransactionAddress({ serializedTransaction: raw as TransactionSerialized })).toBe(account.address)
  })
})
