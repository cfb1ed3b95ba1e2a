import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { InvalidWalletResponseError } from '../../core/account/validateAccounts.js'
import { BufferedLogger } from '../../core/logging/BufferedLogger.js'
import {
  ProviderDisconnectedError,
  UnauthorizedProviderError,
  UserRejectedRequestError,
} from '../../core/errors/walletErrors.js'
import { anvilAt } from '../../core/network/presets.js'
import type { ChainAdapterEvent } from '../../ports/ChainAdapter.js'
import { Eip1193TestWallet, type Eip1193TestWalletOptions } from '../../test-doubles/Eip1193TestWallet.js'
import { ANVIL_ACCOUNTS, startAnvil, type AnvilInstance } from '../../tests/support/anvil.js'
import { ConnectorNotFoundError } from '../../core/errors/ConnectorNotFoundError.js'
import type { Eip1193Provider } from './Eip1193Provider.js'
import { ViemChainAdapter } from './ViemChainAdapter.js'

let node: AnvilInstance

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 })
})
afterAll(async () => {
  await node.stop()
})

const CONNECTOR = 'test-wallet'

/** A fresh wallet on the anvil node and an adapter that offers it; events are recorded. */
function setup(options: Partial<Eip1193TestWalletOptions> & { readonly provider?: (wallet: Eip1193TestWallet) => Eip1193Provider } = {}) {
  const wallet = new Eip1193TestWallet({ chains: [{ chainId: node.chainId, rpcUrl: node.rpcUrl }], ...options })
  const network = anvilAt(node.rpcUrl, node.chainId)
  const logger = new BufferedLogger({ clock: { now: () => 0 } })
  const adapter = new ViemChainAdapter({
    networks: [network],
    providers: [{ id: CONNECTOR, name: 'Test Wallet', provider: options.provider?.(wallet) ?? wallet }],
    logger,
  })
  const events: ChainAdapterEvent[] = []
  adapter.on((event) => events.push(event))
  const prompts = (): number => wallet.requests.filter((request) => request.method === 'eth_requestAccounts').length
  const warnings = (): string[] => logger.entries().filter((entry) => entry.level === 'warn').map((entry) => entry.message)
  return { wallet, network, adapter, events, logger, prompts, warnings, connect: () => adapter.connect({ connectorId: CONNECTOR, network }) }
}

describe('ViemChainAdapter: connect', () => {
  it('behavior: eth_requestAccounts then eth_chainId; every account checksummed, selected first, as eoa', async () => {
    const { wallet, connect } = setup()

    const result = await connect()

    expect(wallet.requests.map((request) => request.method)).toEqual(['eth_requestAccounts', 'eth_chainId'])
    expect(result).toEqual({
      accounts: [
        { namespace: 'eip155', address: ANVIL_ACCOUNTS[0]?.address, type: 'eoa' },
        { namespace: 'eip155', address: ANVIL_ACCOUNTS[1]?.address, type: 'eoa' },
      ],
      chainId: 31337,
    })
  })

  it('behavior: the person rejects (4001) → UserRejectedRequestError with the wallet error as cause; not connected', async () => {
    const { wallet, adapter, connect } = setup()
    wallet.rejectNext('eth_requestAccounts')

    const error: unknown = await connect().catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as Error).cause).toMatchObject({ code: 4001 })
    await expect(adapter.getAccounts({ connectorId: CONNECTOR })).resolves.toEqual([])
  })

  it('behavior: a non-hex eth_chainId answer → InvalidWalletResponseError, nothing connected', async () => {
    const { adapter, connect } = setup({
      provider: (wallet) => ({
        request: (args) => (args.method === 'eth_chainId' ? Promise.resolve('31337') : wallet.request(args)),
        on: (event, listener) => wallet.on(event as 'chainChanged', listener),
      }),
    })

    await expect(connect()).rejects.toBeInstanceOf(InvalidWalletResponseError)
    await expect(adapter.getAccounts({ connectorId: CONNECTOR })).resolves.toEqual([])
  })

  it('behavior: an unknown connector id → ConnectorNotFoundError, no request to any wallet', async () => {
    const { wallet, adapter, network } = setup()

    await expect(adapter.connect({ connectorId: 'nope', network })).rejects.toBeInstanceOf(ConnectorNotFoundError)
    expect(wallet.requests).toEqual([])
  })
})

describe('ViemChainAdapter: reconnect (a reload)', () => {
  it('behavior: a new adapter over an authorized wallet restores the accounts with ZERO eth_requestAccounts', async () => {
    const { wallet, connect, network } = setup()
    await connect()
    wallet.clearRequests()
    const reloaded = new ViemChainAdapter({ networks: [network], providers: [{ id: CONNECTOR, name: 'Test Wallet', provider: wallet }] })

    const result = await reloaded.reconnect({ connectorId: CONNECTOR, network })

    expect(wallet.requests.map((request) => request.method)).toEqual(['eth_accounts', 'eth_chainId'])
    expect(result.accounts.map((account) => account.address)).toEqual(wallet.addresses)
    expect(result.chainId).toBe(31337)
  })

  it('behavior: a wallet that never authorized the app → UnauthorizedProviderError, still no prompt', async () => {
    const { adapter, network, prompts } = setup()

    await expect(adapter.reconnect({ connectorId: CONNECTOR, network })).rejects.toBeInstanceOf(UnauthorizedProviderError)
    expect(prompts()).toBe(0)
  })

  it('behavior: a locked wallet (eth_accounts → []) → UnauthorizedProviderError, no prompt', async () => {
    const { wallet, connect, adapter, network, prompts } = setup()
    await connect()
    wallet.lock()

    await expect(adapter.reconnect({ connectorId: CONNECTOR, network })).rejects.toBeInstanceOf(UnauthorizedProviderError)
    expect(prompts()).toBe(1)
  })
})

describe('ViemChainAdapter: disconnect', () => {
  it('behavior: revokes with wallet_revokePermissions [{ eth_accounts: {} }], forgets the connection, stops listening', async () => {
    const { wallet, adapter, connect, events } = setup()
    await connect()

    await adapter.disconnect({ connectorId: CONNECTOR })
    wallet.switchAccount(1)

    expect(wallet.requests.at(-1)).toEqual({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(wallet.isAuthorized).toBe(false)
    await expect(adapter.getAccounts({ connectorId: CONNECTOR })).resolves.toEqual([])
    expect(events).toEqual([])
  })

  it('behavior: a wallet without wallet_revokePermissions (4200) → resolves quietly; reconnect still refuses', async () => {
    const { wallet, adapter, connect, network } = setup({ supportsRevokePermissions: false })
    await connect()

    await expect(adapter.disconnect({ connectorId: CONNECTOR })).resolves.toBeUndefined()

    expect(wallet.isAuthorized).toBe(true)
    await expect(adapter.reconnect({ connectorId: CONNECTOR, network })).rejects.toBeInstanceOf(UnauthorizedProviderError)
  })

  it('behavior: a connect after a disconnect works again', async () => {
    const { adapter, connect } = setup({ supportsRevokePermissions: false })
    await connect()
    await adapter.disconnect({ connectorId: CONNECTOR })

    await connect()

    await expect(adapter.getAccounts({ connectorId: CONNECTOR })).resolves.toHaveLength(2)
  })
})

describe('ViemChainAdapter: what the wallet says on its own', () => {
  it('behavior: switching account → accountsChanged with every account checksummed, the selected first', async () => {
    const { wallet, connect, events } = setup()
    await connect()

    wallet.switchAccount(1)

    expect(events).toEqual([
      {
        type: 'accountsChanged',
        connectorId: CONNECTOR,
        accounts: [
          { namespace: 'eip155', address: ANVIL_ACCOUNTS[1]?.address, type: 'eoa' },
          { namespace: 'eip155', address: ANVIL_ACCOUNTS[0]?.address, type: 'eoa' },
        ],
      },
    ])
  })

  it('behavior: locking → accountsChanged with [] passed on (the core treats it as locked); the connection ends', async () => {
    const { wallet, adapter, connect, events } = setup()
    await connect()

    wallet.lock()
    wallet.unlock()

    expect(events).toEqual([{ type: 'accountsChanged', connectorId: CONNECTOR, accounts: [] }])
    await expect(adapter.getAccounts({ connectorId: CONNECTOR })).resolves.toEqual([])
  })

  it('behavior: the wallet disappears mid-session → disconnect event; signing is refused typed; disconnect resolves', async () => {
    const { wallet, adapter, connect, events, network } = setup()
    await connect()

    wallet.disappear()

    await expect.poll(() => events).toEqual([{ type: 'disconnect', connectorId: CONNECTOR }])
    await expect(adapter.getAccounts({ connectorId: CONNECTOR })).resolves.toEqual([])
    await expect(adapter.signMessage({ connectorId: CONNECTOR, address: wallet.address, message: 'hi' })).rejects.toBeInstanceOf(
      UnauthorizedProviderError,
    )
    await expect(adapter.disconnect({ connectorId: CONNECTOR })).resolves.toBeUndefined()
    await expect(adapter.reconnect({ connectorId: CONNECTOR, network })).rejects.toBeInstanceOf(ProviderDisconnectedError)
  })

  it('behavior: disconnect with code 1013 while accounts remain (the wallet reconnects to its node) → the session goes on', async () => {
    const { wallet, adapter, connect, events } = setup()
    await connect()

    wallet.emitRaw('disconnect', { code: 1013, message: 'Try again later' })
    await new Promise((resolve) => setTimeout(resolve, 20))

    expect(events).toEqual([])
    await expect(adapter.getAccounts({ connectorId: CONNECTOR })).resolves.toHaveLength(2)
  })

  it.each([
    ['a decimal string', '31338'],
    ['a number', 31338],
    ['garbage', '0xnothex'],
    ['nothing', undefined],
  ])('behavior: chainChanged with %s is ignored with a logged warning', async (_case, chainId) => {
    const { wallet, connect, events, warnings } = setup()
    await connect()

    wallet.emitRaw('chainChanged', chainId)

    expect(events).toEqual([])
    expect(warnings()).toEqual(['Ignored a chainChanged event with a non-hex chain id'])
  })

  it.each([
    ['an invalid address', ['0xnope']],
    ['a bad checksum', ['0xF39fd6e51aad88F6F4ce6aB8827279cffFb92266']],
    ['not a list', '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'],
  ])('behavior: accountsChanged with %s is ignored with a logged warning (not taken as a lock)', async (_case, accounts) => {
    const { wallet, adapter, connect, events, warnings } = setup()
    await connect()

    wallet.emitRaw('accountsChanged', accounts)

    expect(events).toEqual([])
    expect(warnings()).toEqual(['Ignored an accountsChanged event with invalid addresses'])
    await expect(adapter.getAccounts({ connectorId: CONNECTOR })).resolves.toHaveLength(2)
  })

  it('behavior: connecting again replaces the listeners (one event per change); destroy() removes them', async () => {
    const { wallet, adapter, connect, events } = setup()
    await connect()
    await connect()

    wallet.switchAccount(1)
    adapter.destroy()
    const afterDestroy: ChainAdapterEvent[] = []
    adapter.on((event) => afterDestroy.push(event))
    wallet.switchAccount(0)

    expect(events.map((event) => event.type)).toEqual(['accountsChanged'])
    expect(afterDestroy).toEqual([])
  })

  it('behavior: a listener that throws neither stops the others nor reaches the wallet', async () => {
    const { wallet, adapter, connect, events, logger } = setup()
    adapter.on(() => {
      throw new Error('listener bug')
    })
    await connect()

    wallet.switchChainFromWallet(31337)
    wallet.switchAccount(1)

    expect(events).toHaveLength(1)
    expect(logger.entries().some((entry) => entry.level === 'error')).toBe(true)
  })
})
