import { describe, expect, it } from 'vitest'
import { UnauthorizedProviderError } from '../core/errors/walletErrors.js'
import type { Account } from '../core/account/Account.js'
import type { ChainAdapterEvent } from '../ports/ChainAdapter.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from './FakeChainAdapter.js'
import { EXAMPLE_NETWORKS } from './exampleNetworks.js'

const { mainnet } = EXAMPLE_NETWORKS
const connectorId = FAKE_CONNECTOR_ID
const other: Account = { namespace: 'eip155', address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', type: 'eoa' }

describe('FakeChainAdapter: events', () => {
  it('emit: accountsChanged updates the accounts and reaches listeners', async () => {
    const adapter = new FakeChainAdapter()
    await adapter.connect({ connectorId, network: mainnet })
    const events: ChainAdapterEvent[] = []
    adapter.on((event) => events.push(event))
    const event: ChainAdapterEvent = { type: 'accountsChanged', connectorId, accounts: [other] }

    adapter.emit(event)

    expect(events).toEqual([event])
    await expect(adapter.getAccounts({ connectorId })).resolves.toEqual([other])
  })

  it('emit: accountsChanged to [] and disconnect end the connection', async () => {
    const adapter = new FakeChainAdapter()
    await adapter.connect({ connectorId, network: mainnet })

    adapter.emit({ type: 'accountsChanged', connectorId, accounts: [] })
    expect(adapter.isConnected()).toBe(false)
    await adapter.connect({ connectorId, network: mainnet })
    adapter.emit({ type: 'disconnect', connectorId })

    expect(adapter.isConnected()).toBe(false)
    await expect(adapter.reconnect({ connectorId, network: mainnet })).rejects.toBeInstanceOf(UnauthorizedProviderError)
  })

  it('emit: chainChanged moves the wallet; connectorsChanged replaces the connectors', async () => {
    const adapter = new FakeChainAdapter()
    const connectors = [{ id: 'io.rabby', type: 'ANNOUNCED' as const, name: 'Rabby', chain: 'eip155' as const }]

    adapter.emit({ type: 'chainChanged', connectorId, chainId: 10 })
    adapter.emit({ type: 'connectorsChanged', connectors })

    expect(adapter.chainIdOf(connectorId)).toBe(10)
    expect(adapter.getConnectors()).toEqual(connectors)
  })

  it('on: unsubscribe really unsubscribes, is idempotent, and only removes its own subscription', () => {
    const adapter = new FakeChainAdapter()
    const heard: string[] = []
    const listener = (event: ChainAdapterEvent): void => {
      heard.push(event.type)
    }
    const first = adapter.on(listener)
    adapter.on(listener)

    first()
    first()
    adapter.emit({ type: 'disconnect', connectorId })

    expect(heard).toEqual(['disconnect'])
    expect(adapter.listenerCount).toBe(1)
  })

  it('emit: a throwing listener does not keep the others from hearing the event; its error is rethrown', () => {
    const adapter = new FakeChainAdapter()
    const heard: string[] = []
    adapter.on(() => {
      throw new Error('listener bug')
    })
    adapter.on((event) => heard.push(event.type))

    expect(() => adapter.emit({ type: 'disconnect', connectorId })).toThrow('listener bug')
    expect(heard).toEqual(['disconnect'])
  })
})
