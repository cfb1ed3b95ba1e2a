import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { InvalidFrameReplyError } from '../core/embedded/InvalidFrameReplyError.js'
import { TransactionFormError } from '../core/transactions/transactionForm.js'
import { mainnet, solana, solanaDevnet } from '../core/network/presets.js'
import { FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { FAKE_OTP, FakeEmbeddedWalletFrame } from '../test-doubles/FakeEmbeddedWalletFrame.js'
import { solanaSignerOf } from '../test-doubles/embeddedFrame/FakeEmbeddedWallet.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock, flushMicrotasks } from '../test-doubles/ManualClock.js'
import { createWalletport } from './createWalletport.js'

// The embedded wallet in the solana namespace, through the composition root: the frame signs
// solana_* methods; the app's solana adapter builds transfers and reads balances.
const EMAIL = 'visitor@example.com'
const SOLANA_ADDRESS = solanaSignerOf({ email: EMAIL }).address
const RECEIVER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

function setup(options: { readonly defaultNetwork?: typeof mainnet; readonly frame?: FakeEmbeddedWalletFrame } = {}) {
  const frame = options.frame ?? new FakeEmbeddedWalletFrame()
  const evm = new FakeChainAdapter({ chainId: 1, knownChainIds: [1] })
  const sol = new FakeChainAdapter({ namespace: 'solana', knownChainIds: [solana.id, solanaDevnet.id] })
  const walletport = createWalletport(
    { networks: [mainnet, solana, solanaDevnet], projectId: 'p1', features: { email: true }, ...(options.defaultNetwork ? { defaultNetwork: options.defaultNetwork } : {}) },
    { chainAdapters: [evm, sol], embeddedWalletFrame: frame, storage: new InMemoryStorage(), clock: new ManualClock() },
  )
  return { walletport, frame, evm, sol }
}

async function loggedIn(options: Parameters<typeof setup>[0] = {}) {
  const context = setup(options)
  await context.walletport.ready
  await context.walletport.connectEmail({ email: EMAIL })
  await context.walletport.connectEmailOtp({ otp: FAKE_OTP })
  await flushMicrotasks()
  return context
}

const rpcRequests = (frame: FakeEmbeddedWalletFrame) => frame.requestsOf('RPC_REQUEST') as { method: string; params: [Record<string, unknown>]; chainId: unknown }[]

describe('embedded wallet on solana: connect', () => {
  it('behavior: an email login while a solana network is active connects the solana account the frame names', async () => {
    const { walletport, frame } = await loggedIn({ defaultNetwork: solana })

    expect(walletport.getState().connections).toEqual([expect.objectContaining({ namespace: 'solana', connectorId: 'auth', caipNetworkId: solana.caipNetworkId })])
    expect(walletport.getAccount()).toMatchObject({ status: 'connected', address: SOLANA_ADDRESS, user: expect.objectContaining({ email: EMAIL }) })
    // The frame is asked for the user on the solana chain by its CAIP-2 id.
    expect(frame.requestsOf('GET_USER').at(-1)).toMatchObject({ chainId: solana.caipNetworkId })
  })

  it('behavior: switching from the embedded eip155 account to solana connects the embedded wallet there, with no new login', async () => {
    const { walletport, frame } = await loggedIn()
    expect(walletport.getState().activeNamespace).toBe('eip155')

    await walletport.switchNetwork(solanaDevnet)

    expect(walletport.getState().activeNamespace).toBe('solana')
    expect(walletport.getState().connections.map((connection) => [connection.namespace, connection.connectorId])).toEqual(
      expect.arrayContaining([
        ['eip155', 'auth'],
        ['solana', 'auth'],
      ]),
    )
    expect(walletport.getAccount()).toMatchObject({ address: SOLANA_ADDRESS, status: 'connected' })
    expect(walletport.getState().networks.solana?.caipNetwork?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(frame.requestsOf('CONNECT_OTP')).toHaveLength(1)
  })

  it('behavior: when the frame cannot give the solana account, the network is still set and the eip155 account stays', async () => {
    const { walletport, frame } = await loggedIn()
    frame.failNext('GET_USER', 'backend down')

    await walletport.switchNetwork(solana)

    expect(walletport.getState().activeNamespace).toBe('solana')
    expect(walletport.getState().connections).toEqual([expect.objectContaining({ namespace: 'eip155', connectorId: 'auth' })])
  })

  it('behavior: disconnecting signs the embedded wallet out once and ends its connections in both namespaces', async () => {
    const { walletport, frame } = await loggedIn()
    await walletport.switchNetwork(solana)

    await walletport.disconnect()

    expect(walletport.getState().connections).toEqual([])
    expect(frame.requestsOf('SIGN_OUT').length).toBeGreaterThanOrEqual(1)
    expect(frame.user).toBeUndefined()
  })
})

describe('embedded wallet on solana: signing', () => {
  it('behavior: signMessage goes as solana_signMessage (bytes in base58) and returns an ed25519 signature of the account', async () => {
    const { walletport, frame } = await loggedIn({ defaultNetwork: solana })

    const signature = await walletport.signMessage({ message: 'hello solana' })

    const request = rpcRequests(frame).at(-1)
    expect(request).toMatchObject({ method: 'solana_signMessage', chainId: solana.caipNetworkId, params: [{ pubkey: SOLANA_ADDRESS }] })
    expect(new TextDecoder().decode(base58.decode(String(request?.params[0].message)))).toBe('hello solana')
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode('hello solana'), base58.decode(SOLANA_ADDRESS))).toBe(true)
  })

  it('behavior: a transfer is built by the solana adapter and signed and sent by the frame (solana_signAndSendTransaction, base64)', async () => {
    const { walletport, frame, sol } = await loggedIn({ defaultNetwork: solana })

    const signature = await walletport.sendTransaction({ to: RECEIVER, lamports: 1_000_000n })

    const request = rpcRequests(frame).at(-1)
    expect(request?.method).toBe('solana_signAndSendTransaction')
    const wire = JSON.parse(new TextDecoder().decode(base64.decode(String(request?.params[0].transaction)))) as Record<string, unknown>
    expect(wire).toMatchObject({ from: SOLANA_ADDRESS, to: RECEIVER, amount: '1000000' })
    expect(sol.sentTransactions).toEqual([expect.objectContaining({ hash: signature, transaction: expect.objectContaining({ lamports: 1_000_000n }) })])
    expect(base58.decode(signature)).toHaveLength(64)
  })

  it('errors: a frame answer that is not a 64-byte base58 signature is refused, typed', async () => {
    const frame = new FakeEmbeddedWalletFrame()
    const { walletport } = await loggedIn({ defaultNetwork: solana, frame })
    frame.replyNext('RPC_REQUEST', { signature: '0xnot-base58' })

    await expect(walletport.signMessage({ message: 'hello' })).rejects.toBeInstanceOf(InvalidFrameReplyError)
    // The account is still connected: a bad answer changes nothing.
    expect(walletport.getAccount().status).toBe('connected')
  })

  it('behavior: requestEmbedded routes solana_* methods to the solana network', async () => {
    const { walletport, frame } = await loggedIn()
    await walletport.switchNetwork(solana)

    await walletport.requestEmbedded({ method: 'solana_signMessage', params: [{ message: base58.encode(new TextEncoder().encode('hi')), pubkey: SOLANA_ADDRESS }] })

    expect(rpcRequests(frame).at(-1)).toMatchObject({ method: 'solana_signMessage', chainId: solana.caipNetworkId })
  })
})

describe('FakeChainAdapter.sendWithSigner (the double of the port method)', () => {
  it('errors: a transfer from another account than the signer is refused as the real adapter does, before the signer is asked', async () => {
    const sol = new FakeChainAdapter({ namespace: 'solana' })
    let asked = false
    const signer = { address: SOLANA_ADDRESS, signAndSendTransaction: async () => ((asked = true), 'x') }
    await expect(sol.sendWithSigner({ network: solana, transaction: { from: RECEIVER, to: SOLANA_ADDRESS, lamports: 1n }, signer })).rejects.toBeInstanceOf(TransactionFormError)
    expect(asked).toBe(false)
  })
})
