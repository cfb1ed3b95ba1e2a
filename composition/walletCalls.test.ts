import { describe, expect, it } from 'vitest'
import { InvalidWalletResponseError } from '../core/account/validateAccounts.js'
import { mainnet } from '../core/network/presets.js'
import { FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { FAKE_OTP, FakeEmbeddedWalletFrame } from '../test-doubles/FakeEmbeddedWalletFrame.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock, flushMicrotasks } from '../test-doubles/ManualClock.js'
import { createWalletport } from './createWalletport.js'

// Typed data and EIP-5792 calls through the embedded wallet: the frame's gate decides (signing
// opens the approve view, reads go straight), and the core checks every answer.
async function embeddedLogin() {
  const frame = new FakeEmbeddedWalletFrame()
  const walletport = createWalletport(
    { networks: [mainnet], projectId: 'p1', features: { email: true } },
    { chainAdapters: [new FakeChainAdapter({ chainId: 1, knownChainIds: [1] })], embeddedWalletFrame: frame, storage: new InMemoryStorage(), clock: new ManualClock() },
  )
  await walletport.connectEmail({ email: 'visitor@example.com' })
  await walletport.connectEmailOtp({ otp: FAKE_OTP })
  await flushMicrotasks()
  return { walletport, frame }
}

const TYPED_DATA = { domain: { name: 'walletport', chainId: 1 }, types: { Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail', message: { contents: 'hi' } }

describe('wallet calls through the embedded wallet', () => {
  it('behavior: signTypedData is an approved frame request (eth_signTypedData_v4 with the account and the JSON)', async () => {
    const { walletport, frame } = await embeddedLogin()

    const signature = await walletport.signTypedData({ typedData: TYPED_DATA })

    const request = (frame.requestsOf('RPC_REQUEST') as { method: string; params: unknown[] }[]).at(-1)
    expect(request?.method).toBe('eth_signTypedData_v4')
    expect(request?.params).toEqual([walletport.getAccount().address, JSON.stringify(TYPED_DATA)])
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/i)
  })

  it('errors: a frame answer that is not a signature is refused, typed, and the account stays', async () => {
    const { walletport, frame } = await embeddedLogin()
    frame.replyNext('RPC_REQUEST', '0x1234')

    await expect(walletport.signTypedData({ typedData: TYPED_DATA })).rejects.toBeInstanceOf(InvalidWalletResponseError)
    expect(walletport.getAccount().status).toBe('connected')
  })

  it('behavior: getCapabilities is a read: straight to the frame, no approve view, and the frame\'s refusal comes back with its text', async () => {
    const { walletport, frame } = await embeddedLogin()

    await expect(walletport.getCapabilities()).rejects.toMatchObject({ shortMessage: 'Unsupported method: wallet_getCapabilities' })

    expect((frame.requestsOf('RPC_REQUEST') as { method: string }[]).at(-1)?.method).toBe('wallet_getCapabilities')
    expect(walletport.getModal().open).toBe(false)
    expect(frame.visible).toBe(false)
  })
})
