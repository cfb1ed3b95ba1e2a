import { ChainNotConfiguredError, createConnector, type Transport } from '@wagmi/core'
import { getAddress, numberToHex, SwitchChainError, UserRejectedRequestError, type Address, type Chain, type EIP1193RequestFn } from 'viem'
import type { Walletport } from '../../core/Walletport.js'
import type { WalletState } from '../../core/state/WalletState.js'

/** The connector's id in wagmi's config (and its storage). */
export const WALLETPORT_CONNECTOR_ID = 'walletport'

/** What the connector hands wagmi: an EIP-1193 provider (`request` only; events come from walletport). */
export interface WalletportEip1193Provider {
  readonly request: EIP1193RequestFn
}

/** The methods a wallet answers (walletport serves them); every other one is a read, sent to the chain's transport. */
const WALLET_METHODS = new Set([
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getAssets',
])

/**
 * A wallet's method (or no method name at all): walletport answers it or refuses it with 4200.
 * None reaches a chain's RPC node, which may hold keys of its own (a dev node signs eth_sign).
 */
function isWalletMethod(method: unknown): boolean {
  return typeof method !== 'string' || WALLET_METHODS.has(method) || /^(?:wallet_|personal_|eth_sign|eth_decrypt$|eth_getEncryptionPublicKey$)/.test(method)
}

/** walletport's eip155 connection as wagmi sees it; undefined when there is none. */
export interface Eip155Connection {
  readonly accounts: readonly [Address, ...Address[]]
  readonly chainId: number
}

export function eip155Of(state: WalletState): Eip155Connection | undefined {
  const connection = state.connections.find((candidate) => candidate.namespace === 'eip155')
  const account = state.accounts.eip155
  const network = state.networks.eip155?.caipNetwork
  if (!connection || !account?.address || !network) return undefined
  const others = account.allAccounts.filter((each) => each.namespace === 'eip155' && each.address.toLowerCase() !== account.address?.toLowerCase())
  return { accounts: [getAddress(account.address), ...others.map((each) => getAddress(each.address))], chainId: Number(network.id) }
}

/**
 * A wagmi connector that is walletport's eip155 connection, whichever wallet made it (injected,
 * EIP-6963, WalletConnect, the embedded wallet). Wallet methods go through `walletport.request`
 * (walletport signs, sends and switches), reads go to the chain's transport in wagmi's config.
 * walletport's connects, account and chain changes and disconnects reach wagmi as the connector's
 * events; wagmi's `connect` opens the modal, its `disconnect` disconnects walletport.
 * @example createConfig({ chains, connectors: [walletportConnector(walletport)], transports })
 */
export function walletportConnector(walletport: Walletport) {
  return createConnector<WalletportEip1193Provider>((config) => {
    const current = () => eip155Of(walletport.getState())
    const readTransports = new Map<number, ReturnType<Transport>>()
    const read = (chainId: number) => {
      let transport = readTransports.get(chainId)
      const chain = config.chains.find((each) => each.id === chainId)
      const factory = config.transports?.[chainId]
      if (!transport && chain && factory) readTransports.set(chainId, (transport = factory({ chain, retryCount: 0 })))
      if (!transport) throw new ChainNotConfiguredError()
      return transport
    }
    const provider: WalletportEip1193Provider = {
      request: (async ({ method, params }: { method: string; params?: unknown }) => {
        if (isWalletMethod(method)) return walletport.request({ method, ...(params ? { params: params as readonly unknown[] } : {}) })
        // An instance whose code is still loading (the page's first paint came first): its state once it is there.
        await walletport.load()
        const chainId = current()?.chainId ?? Number(walletport.getState().networks.eip155?.caipNetwork?.id ?? config.chains[0].id)
        return read(chainId).request({ method, params } as never)
      }) as EIP1193RequestFn,
    }
    let last: Eip155Connection | undefined

    return {
      id: WALLETPORT_CONNECTOR_ID,
      name: 'walletport',
      type: 'walletport',
      async setup() {
        // createConfig calls this before its store exists: the first event (walletport connected
        // already) waits for it.
        await Promise.resolve()
        // walletport's state drives wagmi's: a connect made in the modal, a restore, a wallet-side
        // account or chain change, a disconnect from either side.
        walletport.watchState((state) => {
          const now = eip155Of(state)
          const before = last
          last = now
          if (!now) {
            if (before) config.emitter.emit('disconnect')
            return
          }
          if (!before) return config.emitter.emit('connect', { accounts: now.accounts, chainId: now.chainId })
          if (now.accounts.join() !== before.accounts.join()) config.emitter.emit('change', { accounts: now.accounts })
          if (now.chainId !== before.chainId) config.emitter.emit('change', { chainId: now.chainId })
        })
      },
      async connect({ chainId, isReconnecting } = {}) {
        // A reload: wait for walletport's own restore, and never prompt.
        if (isReconnecting) await walletport.ready
        else await walletport.load()
        let connection = current() ?? (isReconnecting ? undefined : await connectInModal(walletport))
        if (!connection) throw new UserRejectedRequestError(new Error('walletport has no eip155 connection to restore'))
        if (chainId && chainId !== connection.chainId) {
          await this.switchChain?.({ chainId })
          connection = current() ?? connection
        }
        return { accounts: connection.accounts, chainId: connection.chainId } as never
      },
      async disconnect() {
        await walletport.load()
        if (current()) await walletport.disconnect({ namespace: 'eip155' })
      },
      async getAccounts() {
        await walletport.load()
        return current()?.accounts ?? []
      },
      async getChainId() {
        await walletport.load()
        return current()?.chainId ?? Number(walletport.getState().networks.eip155?.caipNetwork?.id ?? config.chains[0].id)
      },
      async getProvider() {
        return provider
      },
      async isAuthorized() {
        // An instance that could not be built (its `ready` rejects) has nothing to restore.
        await walletport.ready.catch(() => undefined)
        return walletport.loaded && current() !== undefined
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find((each) => each.id === chainId)
        if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
        await walletport.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chainId) }] })
        return chain as Chain
      },
      // walletport's state is the source of these events (see setup); a provider never calls them.
      onAccountsChanged(accounts) {
        if (accounts.length === 0) config.emitter.emit('disconnect')
        else config.emitter.emit('change', { accounts: accounts.map((each) => getAddress(each)) })
      },
      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  })
}

/** Opens walletport's modal and waits for an eip155 connection; the modal closed without one rejects 4001. */
function connectInModal(walletport: Walletport): Promise<Eip155Connection> {
  return new Promise((resolve, reject) => {
    const stops: (() => void)[] = []
    const settle = (done: () => void) => {
      queueMicrotask(() => {
        for (const stop of stops.splice(0)) stop()
      })
      done()
    }
    walletport.open({ view: 'Connect' })
    stops.push(
      walletport.watchState((state) => {
        const connection = eip155Of(state)
        if (connection) settle(() => resolve(connection))
      }),
      walletport.watchModal((modal) => {
        if (!modal.open && !eip155Of(walletport.getState())) settle(() => reject(new UserRejectedRequestError(new Error('The modal closed without a connection'))))
      }),
    )
  })
}
