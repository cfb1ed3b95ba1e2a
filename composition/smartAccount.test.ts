import { describe, expect, it } from 'vitest'
import { AddressOrAuthConnectorNotFoundError } from '../core/errors/notFoundErrors.js'
import { mainnet, polygon } from '../core/network/presets.js'
import { FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { FAKE_OTP, FakeEmbeddedWalletFrame } from '../test-doubles/FakeEmbeddedWalletFrame.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock, flushMicrotasks } from '../test-doubles/ManualClock.js'
import { createWalletport } from './createWalletport.js'

// SET_PREFERRED_ACCOUNT through the whole instance: the frame switches, the account state follows.
function setup() {
  const frame = new FakeEmbeddedWalletFrame({ smartAccountEnabledNetworks: [1] })
  const chain = new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137] })
  const walletport = createWalletport(
    { networks: [mainnet, polygon], projectId: 'p1', features: { email: true } },
    { chainAdapters: [chain], embeddedWalletFrame: frame, storage: new InMemoryStorage(), clock: new ManualClock() },
  )
  return { walletport, frame }
}

async function loggedIn() {
  const context = setup()
  await context.walletport.ready
  await context.walletport.connectEmail({ email: 'visitor@example.com' })
  await context.walletport.connectEmailOtp({ otp: FAKE_OTP })
  await flushMicrotasks()
  return context
}

function accountOfType(frame: FakeEmbeddedWalletFrame, type: 'eoa' | 'smartAccount'): string {
  return frame.user?.accounts?.find((account) => account.type === type)?.address ?? ''
}

describe('setPreferredAccountType', () => {
  it('default: switching to the EOA and back moves address, type and account list, connected throughout', async () => {
    const { walletport, frame } = await loggedIn()
    const eoa = accountOfType(frame, 'eoa')
    const smart = accountOfType(frame, 'smartAccount')
    expect(walletport.getAccount()).toMatchObject({ address: smart, preferredAccountTypes: { eip155: 'smartAccount' }, smartAccountDeployed: false })
    const statuses: string[] = []
    const stop = walletport.watchAccount((account) => void statuses.push(account.status))

    expect(await walletport.setPreferredAccountType('eoa')).toEqual({ address: eoa })
    expect(frame.requestsOf('SET_PREFERRED_ACCOUNT')).toEqual([{ type: 'eoa' }])
    expect(walletport.getAccount()).toMatchObject({ address: eoa, caipAddress: `eip155:1:${eoa}`, preferredAccountTypes: { eip155: 'eoa' }, user: { preferredAccountType: 'eoa' } })
    expect(walletport.getAccount().allAccounts.map((account) => account.type)).toEqual(['eoa', 'smartAccount'])

    expect(await walletport.setPreferredAccountType('smartAccount')).toEqual({ address: smart })
    expect(walletport.getAccount()).toMatchObject({ address: smart, preferredAccountTypes: { eip155: 'smartAccount' } })
    expect(walletport.getState().connections[0]).toMatchObject({ connectorId: 'auth', addresses: [smart, eoa] })
    stop()
    expect(new Set(statuses)).toEqual(new Set(['connected']))
  })

  it('behavior: a refusal from the frame leaves the account as it was', async () => {
    const { walletport, frame } = await loggedIn()
    const before = walletport.getAccount()
    frame.handle('SET_PREFERRED_ACCOUNT', () => {
      throw new Error('Smart accounts are not enabled on this network')
    })
    await expect(walletport.setPreferredAccountType('eoa')).rejects.toThrow('Smart accounts are not enabled on this network')
    expect(walletport.getAccount()).toBe(before)
  })

  it('bad input: without an embedded account connected there is nothing to switch', async () => {
    const { walletport, frame } = setup()
    await walletport.ready
    await expect(walletport.setPreferredAccountType('smartAccount')).rejects.toBeInstanceOf(AddressOrAuthConnectorNotFoundError)
    expect(frame.requests).toEqual([])
  })
})
