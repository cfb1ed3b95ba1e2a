import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from '../core/errors/walletErrors.js'
import { NetworkNotFoundError } from '../core/errors/notFoundErrors.js'
import { anvil, mainnet, polygon } from '../core/network/presets.js'
import { FAKE_CONNECTOR_ID } from '../test-doubles/FakeChainAdapter.js'
import { flushMicrotasks } from '../test-doubles/ManualClock.js'
import { fakeWalletport as setup } from '../tests/support/fakeWalletport.js'

describe('switchNetwork', () => {
  it('behavior: a connected wallet switches and the state follows', async () => {
    const { walletport, chain } = setup()
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    await walletport.switchNetwork(polygon)
    expect(chain.chainIdOf()).toBe(137)
    expect(walletport.getNetwork().caipNetwork).toBe(polygon)
  })

  it('behavior: the wallet echoing our own switch as chainChanged emits no extra state', async () => {
    const { walletport, chain } = setup()
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    await walletport.switchNetwork(polygon)
    // The new network's balance read (through the storage-backed cache) lands first.
    await flushMicrotasks()
    expect(walletport.getAccount().balanceSymbol).toBe('POL')
    const before = walletport.getState()
    chain.emit({ type: 'chainChanged', connectorId: FAKE_CONNECTOR_ID, chainId: 137 })
    await flushMicrotasks()
    expect(walletport.getState()).toBe(before)
  })

  it('behavior: a rejected switch leaves the state as it was', async () => {
    const { walletport, chain } = setup()
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    chain.failNext('switchNetwork', new UserRejectedRequestError())
    await expect(walletport.switchNetwork(polygon)).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(walletport.getNetwork().caipNetwork).toBe(mainnet)
  })

  it('behavior: without a connection only the active network is set', async () => {
    const { walletport, chain } = setup()
    await walletport.switchNetwork(polygon)
    expect(chain.calls).toHaveLength(0)
    expect(walletport.getNetwork().caipNetwork).toBe(polygon)
  })

  it('behavior: a network that is not configured is refused with "Network not found"', async () => {
    const { walletport } = setup()
    await expect(walletport.switchNetwork(anvil)).rejects.toBeInstanceOf(NetworkNotFoundError)
    await expect(walletport.switchNetwork(anvil)).rejects.toThrow('Network not found')
  })
})
