import { describe, expect, it } from 'vitest'
import { ConnectorNotFoundError } from '../../core/errors/ConnectorNotFoundError.js'
import { solanaAdapterSetup } from './solanaAdapterSetup.fixture.js'

describe('SolanaChainAdapter: races', () => {
  it('connect: a wallet that unregisters while its prompt is open is not connected when the prompt is approved', async () => {
    const { adapter, connectorId, devnet, wallet, unregister, events } = solanaAdapterSetup()
    adapter.getConnectors()
    const held = wallet.holdNext('connect')
    const connecting = adapter.connect({ connectorId, network: devnet }).then(
      () => 'connected',
      (error: unknown) => error,
    )
    await held.whenReached

    unregister()
    held.release()

    expect(await connecting).toBeInstanceOf(ConnectorNotFoundError)
    await expect(adapter.getAccounts({ connectorId })).resolves.toEqual([])
    expect(events).toEqual([{ type: 'connectorsChanged', connectors: [] }])
  })

  it('events: an account change right after a change of chains does not lose the chain change', async () => {
    const { adapter, connectorId, localnet, wallet, events } = solanaAdapterSetup({ wallet: { accounts: 2 } })
    await adapter.connect({ connectorId, network: localnet })
    const [, second] = wallet.addresses

    wallet.setChains(['solana:devnet'])
    wallet.switchAccount(1)

    await expect.poll(() => events.map((event) => event.type)).toEqual(['accountsChanged', 'chainChanged'])
    expect(events[1]).toEqual({ type: 'chainChanged', connectorId, chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })
    await expect(adapter.getAccounts({ connectorId })).resolves.toMatchObject([{ address: second }, {}])
  })
})
