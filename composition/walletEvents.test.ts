import { describe, expect, it } from 'vitest'
import { polygon } from '../core/network/presets.js'
import { FAKE_CONNECTOR_ID } from '../test-doubles/FakeChainAdapter.js'
import { flushMicrotasks } from '../test-doubles/ManualClock.js'
import { fakeWalletport as setup } from '../tests/support/fakeWalletport.js'

const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'

describe('wallet events', () => {
  it('behavior: an empty accountsChanged (locked wallet) disconnects', async () => {
    const { walletport, chain } = setup()
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    chain.emit({ type: 'accountsChanged', connectorId: FAKE_CONNECTOR_ID, accounts: [] })
    await flushMicrotasks()
    expect(walletport.getAccount().status).toBe('disconnected')
    expect(walletport.getState().connections).toEqual([])
  })

  it('behavior: accountsChanged moves to the new first account', async () => {
    const { walletport, chain, events } = setup()
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    const next = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    chain.emit({ type: 'accountsChanged', connectorId: FAKE_CONNECTOR_ID, accounts: [{ namespace: 'eip155', address: next, type: 'eoa' }] })
    await flushMicrotasks()
    expect(walletport.getAccount().address).toBe(next)
    expect(walletport.getAccount().caipAddress).toBe(`eip155:1:${next}`)
    expect(events.at(-1)).toEqual({ type: 'ACCOUNT_CHANGED', namespace: 'eip155', address: next })
  })

  it('behavior: chainChanged to a configured chain updates the network', async () => {
    const { walletport, chain } = setup()
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    chain.emit({ type: 'chainChanged', connectorId: FAKE_CONNECTOR_ID, chainId: 137 })
    await flushMicrotasks()
    expect(walletport.getNetwork().caipNetwork).toBe(polygon)
    expect(walletport.getAccount().caipAddress).toBe(`eip155:137:${ADDRESS}`)
  })

  it('behavior: chainChanged to an unconfigured chain opens UnsupportedChain, which cannot be closed', async () => {
    const { walletport, chain } = setup()
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    chain.emit({ type: 'chainChanged', connectorId: FAKE_CONNECTOR_ID, chainId: 56 })
    await flushMicrotasks()
    expect(walletport.getNetwork().isSupported).toBe(false)
    expect(walletport.getModal().open).toBe(true)
    expect(walletport.getRoute().view).toBe('UnsupportedChain')
    expect(walletport.close()).toBe(false)
    expect(walletport.getModal().shake).toBe(true)

    chain.emit({ type: 'chainChanged', connectorId: FAKE_CONNECTOR_ID, chainId: 1 })
    await flushMicrotasks()
    expect(walletport.getModal().open).toBe(false)
  })

  it('parameters: allowUnsupportedChain keeps the modal shut', async () => {
    const { walletport, chain } = setup({}, { allowUnsupportedChain: true })
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    chain.emit({ type: 'chainChanged', connectorId: FAKE_CONNECTOR_ID, chainId: 56 })
    await flushMicrotasks()
    expect(walletport.getNetwork().isSupported).toBe(false)
    expect(walletport.getModal().open).toBe(false)
  })

  it('behavior: events from a connector that is not the live one are ignored', async () => {
    const { walletport, chain } = setup()
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    chain.emit({ type: 'disconnect', connectorId: 'someone-else' })
    await flushMicrotasks()
    expect(walletport.getAccount().status).toBe('connected')
  })
})
