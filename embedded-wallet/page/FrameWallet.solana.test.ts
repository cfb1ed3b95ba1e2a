import { ed25519 } from '@noble/curves/ed25519'
import { getTransferSolInstruction } from '@solana-program/system'
import { address, createNoopSigner, getBase58Decoder, getBase58Encoder, getBase64Encoder, getTransactionDecoder, getTransactionEncoder, lamports, type SignatureBytes } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { bytesToBase64 } from './base64.js'
import { decodeSolanaTransaction } from './decodeSolanaTransaction.js'
import { deriveSolanaKey } from './deriveSolanaKey.js'
import { fakeChain, scriptedApprover } from './frameWallet.fixture.js'
import { FrameWallet } from './FrameWallet.js'
import { JsonRpcClient } from './JsonRpcClient.js'
import { unsignedWire } from './solanaWire.fixture.js'

const RPC_URL = 'https://solana-rpc.example/'
const APP = 'https://app.example.com'
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const user = deriveSolanaKey(new Uint8Array(32).fill(1))
const other = deriveSolanaKey(new Uint8Array(32).fill(2))
const RECEIVER = address('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')
const base58 = { encode: (bytes: Uint8Array) => getBase58Decoder().decode(bytes), decode: (text: string) => Uint8Array.from(getBase58Encoder().encode(text)) }

function setup(options: { approver?: ReturnType<typeof scriptedApprover>; answers?: Record<string, unknown>; signedIn?: boolean } = {}) {
  const approver = options.approver ?? scriptedApprover()
  const chain = fakeChain(options.answers ?? {})
  const wallet = new FrameWallet({ account: () => undefined, solanaKey: () => (options.signedIn === false ? undefined : user), approver, rpc: new JsonRpcClient({ fetch: chain.fetch, clock: new ManualClock() }) })
  const request = (method: string, params?: unknown[], chainId: number | string = SOLANA) => wallet.request({ method, ...(params ? { params } : {}), chainId, rpcUrl: RPC_URL }, { id: 'r1', origin: APP })
  return { wallet, approver, chain, request }
}

/** A SOL transfer from `from` (the fee payer unless `feePayer` says otherwise), unsigned, base64. */
function transferWire(from: string, feePayer: string = from): string {
  return unsignedWire(address(feePayer), [getTransferSolInstruction({ source: createNoopSigner(address(from)), destination: RECEIVER, amount: lamports(1_000_000n) })])
}

function decode(base64: string) {
  return getTransactionDecoder().decode(getBase64Encoder().encode(base64))
}

function verifies(signature: Uint8Array | null | undefined, message: Uint8Array, signer: string): boolean {
  return signature != null && ed25519.verify(signature, message, base58.decode(signer))
}

describe('FrameWallet on a Solana chain', () => {
  it('solana_signMessage: signs after approval; the signature verifies for the derived address', async () => {
    const { request, approver } = setup()
    const message = new TextEncoder().encode('Sign in to app.example.com')

    const { signature } = (await request('solana_signMessage', [{ message: base58.encode(message), pubkey: user.address }])) as { signature: string }

    expect(verifies(base58.decode(signature), message, user.address)).toBe(true)
    expect(approver.asked).toEqual([{ id: 'r1', origin: APP, call: { method: 'solana_signMessage', message, address: user.address, chainId: SOLANA } }])
  })

  it('solana_signTransaction: a valid signature in the user\'s slot; the other signer\'s slot is left as it came', async () => {
    // The user pays; `other` moves the SOL and has signed already.
    const wire = decode(transferWire(other.address, user.address))
    const otherSignature = other.sign(Uint8Array.from(wire.messageBytes)) as SignatureBytes
    const presigned = bytesToBase64(Uint8Array.from(getTransactionEncoder().encode({ ...wire, signatures: { ...wire.signatures, [other.address]: otherSignature } })))

    const result = (await setup().request('solana_signTransaction', [{ transaction: presigned }])) as { signature: string; transaction: string }

    const signed = decode(result.transaction)
    const signatures = signed.signatures as Record<string, SignatureBytes | null>
    expect(Object.keys(signatures)).toEqual([user.address, other.address])
    expect(verifies(signatures[user.address], Uint8Array.from(signed.messageBytes), user.address)).toBe(true)
    expect(signatures[other.address]).toEqual(otherSignature)
    expect(result.signature).toBe(base58.encode(signatures[user.address] as Uint8Array))
    expect(Uint8Array.from(signed.messageBytes)).toEqual(Uint8Array.from(wire.messageBytes))
  })

  it('solana_signAllTransactions: every transaction signed by the user, in order, after one approval', async () => {
    const { request, approver } = setup()
    const wires = [transferWire(user.address), transferWire(user.address, other.address)]

    const { transactions } = (await request('solana_signAllTransactions', [{ transactions: wires }])) as { transactions: string[] }

    expect(transactions).toHaveLength(2)
    transactions.forEach((signedWire, index) => {
      const signed = decode(signedWire)
      expect(Uint8Array.from(signed.messageBytes)).toEqual(Uint8Array.from(decode(wires[index] ?? '').messageBytes))
      expect(verifies((signed.signatures as Record<string, SignatureBytes | null>)[user.address], Uint8Array.from(signed.messageBytes), user.address)).toBe(true)
    })
    expect(approver.asked).toHaveLength(1)
  })

  it('solana_signAndSendTransaction: posts exactly the signed base64 with the options and answers the node\'s signature', async () => {
    const wire = transferWire(user.address)
    const expected = (await setup().request('solana_signTransaction', [{ transaction: wire }])) as { signature: string; transaction: string }
    const { request, chain } = setup({ answers: { sendTransaction: (params: unknown[]) => base58.encode(Object.values(decode(params[0] as string).signatures)[0] as Uint8Array) } })

    const answer = await request('solana_signAndSendTransaction', [{ transaction: wire, options: { skipPreflight: true, preflightCommitment: 'confirmed', maxRetries: 3 } }])

    expect(answer).toEqual({ signature: expected.signature })
    expect(chain.calls).toEqual([{ method: 'sendTransaction', params: [expected.transaction, { encoding: 'base64', skipPreflight: true, preflightCommitment: 'confirmed', maxRetries: 3 }] }])
  })

  it('solana_signAndSendTransaction: a node answering another signature is an error', async () => {
    const { request } = setup({ answers: { sendTransaction: base58.encode(new Uint8Array(64).fill(9)) } })
    await expect(request('solana_signAndSendTransaction', [{ transaction: transferWire(user.address) }])).rejects.toThrow('The RPC endpoint answered a signature that is not the transaction’s')
  })

  it('behavior: Reject is 4001 and nothing is signed or sent', async () => {
    const { request, chain } = setup({ approver: scriptedApprover('reject') })
    await expect(request('solana_signAndSendTransaction', [{ transaction: transferWire(user.address) }])).rejects.toMatchObject({ shortMessage: 'User rejected the request.', code: 4001 })
    await expect(request('solana_signMessage', [{ message: base58.encode(new Uint8Array([104, 105])), pubkey: user.address }])).rejects.toMatchObject({ code: 4001 })
    expect(chain.calls).toEqual([])
  })

  it.each([
    ['another pubkey', 'solana_signMessage', () => [{ message: '8wR', pubkey: other.address }]],
    ['a transaction without the user as a signer', 'solana_signTransaction', () => [{ transaction: transferWire(other.address) }]],
    ['one of several without the user', 'solana_signAllTransactions', () => [{ transactions: [transferWire(user.address), transferWire(other.address)] }]],
  ] as const)('behavior: %s is an unknown account (4100), never asked', async (_name, method, params) => {
    const { request, approver } = setup()
    await expect(request(method, [...params()])).rejects.toMatchObject({ shortMessage: 'Unknown account', code: 4100 })
    expect(approver.asked).toEqual([])
  })

  it.each([
    ['a malformed base58 message', 'solana_signMessage', () => [{ message: '0OIl', pubkey: user.address }]],
    ['a malformed pubkey', 'solana_signMessage', () => [{ message: '8wR', pubkey: 'not an address' }]],
    ['a message over 8,000 base58 characters', 'solana_signMessage', () => [{ message: 'z'.repeat(8_001), pubkey: user.address }]],
    ['malformed base64', 'solana_signTransaction', () => [{ transaction: 'not base64!' }]],
    ['base64 that is no transaction', 'solana_signTransaction', () => [{ transaction: bytesToBase64(new Uint8Array(100).fill(1)) }]],
    ['a transaction with trailing bytes', 'solana_signTransaction', () => [{ transaction: bytesToBase64(Uint8Array.from([...getBase64Encoder().encode(transferWire(user.address)), 0])) }]],
    ['no transactions', 'solana_signAllTransactions', () => [{ transactions: [] }]],
    ['21 transactions', 'solana_signAllTransactions', () => [{ transactions: Array.from({ length: 21 }, () => transferWire(user.address)) }]],
    ['a negative maxRetries', 'solana_signAndSendTransaction', () => [{ transaction: transferWire(user.address), options: { maxRetries: -1 } }]],
    ['a send another signer still has to sign', 'solana_signAndSendTransaction', () => [{ transaction: transferWire(other.address, user.address) }]],
    ['a message that is a transaction message', 'solana_signMessage', () => [{ message: base58.encode(Uint8Array.from(decode(transferWire(user.address)).messageBytes)), pubkey: user.address }]],
  ] as const)('behavior: %s is refused (-32602), never asked', async (_name, method, params) => {
    const { request, approver } = setup()
    await expect(request(method, [...params()])).rejects.toMatchObject({ code: -32602 })
    expect(approver.asked).toEqual([])
  })

  it('behavior: eth_ methods on a Solana chain, and solana_ methods on an eip155 chain, are unsupported (4200)', async () => {
    const { request, approver, chain } = setup()
    await expect(request('eth_accounts')).rejects.toMatchObject({ shortMessage: 'Unsupported method: eth_accounts', code: 4200 })
    await expect(request('personal_sign', ['0x68', user.address])).rejects.toMatchObject({ shortMessage: 'Unsupported method: personal_sign', code: 4200 })
    await expect(request('getBalance', [user.address])).rejects.toMatchObject({ code: 4200 })
    await expect(request('solana_signMessage', [{ message: '8wR', pubkey: user.address }], 1)).rejects.toMatchObject({ shortMessage: 'Unsupported method: solana_signMessage', code: 4200 })
    expect(approver.asked).toEqual([])
    expect(chain.calls).toEqual([])
  })

  it('behavior: signed out, a Solana signing request is 4100', async () => {
    await expect(setup({ signedIn: false }).request('solana_signMessage', [{ message: '8wR', pubkey: user.address }])).rejects.toMatchObject({ shortMessage: 'User is not signed in', code: 4100 })
  })

  it('behavior: the approver sees the decoded transaction it will sign', async () => {
    const { request, approver } = setup()
    const wire = transferWire(user.address)

    await request('solana_signTransaction', [{ transaction: wire }])

    expect(approver.asked[0]?.call).toEqual({ method: 'solana_signTransaction', transactions: [decodeSolanaTransaction(wire)], chainId: SOLANA })
  })
})
