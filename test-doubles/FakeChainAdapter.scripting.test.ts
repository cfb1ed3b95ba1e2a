import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError, isUserRejection } from '../core/errors/walletErrors.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from './FakeChainAdapter.js'
import { EXAMPLE_NETWORKS } from './exampleNetworks.js'

const { mainnet } = EXAMPLE_NETWORKS
const connectorId = FAKE_CONNECTOR_ID

describe('FakeChainAdapter: scripting', () => {
  it('failNext: the next call rejects with the error and changes nothing; the one after succeeds', async () => {
    const adapter = new FakeChainAdapter().failNext('connect', new UserRejectedRequestError())

    const error: unknown = await adapter.connect({ connectorId, network: mainnet }).catch((caught: unknown) => caught)

    expect(isUserRejection(error)).toBe(true)
    expect(adapter.isConnected()).toBe(false)
    await expect(adapter.connect({ connectorId, network: mainnet })).resolves.toMatchObject({ chainId: 1 })
  })

  it('failAlways / clearFailures: every call fails until cleared', async () => {
    const adapter = new FakeChainAdapter()
    const { accounts } = await adapter.connect({ connectorId, network: mainnet })
    const address = accounts[0]?.address ?? ''
    adapter.failAlways('signMessage', new UserRejectedRequestError())

    await expect(adapter.signMessage({ connectorId, address, message: 'a' })).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(adapter.signMessage({ connectorId, address, message: 'a' })).rejects.toBeInstanceOf(UserRejectedRequestError)
    adapter.clearFailures()

    await expect(adapter.signMessage({ connectorId, address, message: 'a' })).resolves.toMatch(/^0x/)
  })

  it('holdNext: the call stays pending until released (a wallet prompt left open)', async () => {
    const adapter = new FakeChainAdapter()
    const prompt = adapter.holdNext('connect')
    let settled = false

    const connecting = adapter.connect({ connectorId, network: mainnet }).then((result) => {
      settled = true
      return result
    })
    await prompt.whenReached
    await Promise.resolve()

    expect(prompt.reached).toBe(true)
    expect(settled).toBe(false)
    expect(adapter.isConnected()).toBe(false)
    prompt.release()
    await expect(connecting).resolves.toMatchObject({ chainId: 1 })
    expect(adapter.isConnected()).toBe(true)
  })

  it('holdNext: reject ends the held call with the error', async () => {
    const adapter = new FakeChainAdapter()
    const prompt = adapter.holdNext('connect')

    const connecting = adapter.connect({ connectorId, network: mainnet })
    prompt.reject(new UserRejectedRequestError())

    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(prompt.reached).toBe(true)
  })

  it('holdNext: a released call still honours failNext', async () => {
    const adapter = new FakeChainAdapter()
    const prompt = adapter.holdNext('connect')
    adapter.failNext('connect', new UserRejectedRequestError())

    const connecting = adapter.connect({ connectorId, network: mainnet })
    prompt.release()

    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('calls / callsTo: records every call with its parameters, in order', async () => {
    const adapter = new FakeChainAdapter()

    await adapter.connect({ connectorId, network: mainnet })
    await adapter.getAccounts({ connectorId })
    await adapter.disconnect({ connectorId })

    expect(adapter.calls.map((call) => call.method)).toEqual(['connect', 'getAccounts', 'disconnect'])
    expect(adapter.callsTo('connect')).toEqual([{ connectorId, network: mainnet }])
  })
})
