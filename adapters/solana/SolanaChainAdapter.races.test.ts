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
})
