import type { Logger } from '../../ports/Logger.js'
import type { ChainAdapterEvent } from '../../ports/ChainAdapter.js'
import { describeWalletValue } from './describeWalletValue.js'
import type { Eip1193Provider } from './Eip1193Provider.js'
import { parseAccounts } from './parseAccounts.js'
import { parseChainId } from './parseChainId.js'

/** MetaMask's "connection lost, retrying" code: not the end of a session while accounts remain. */
const RECONNECTING_CODE = 1013

/**
 * Translates a connected provider's `accountsChanged` / `chainChanged` / `disconnect`
 * into ChainAdapterEvents. Bad input (an invalid address, a non-hex chain id) is
 * ignored with a warning. `onEnd` runs when the wallet ends the session (disconnect,
 * or an empty account list: locked). Returns the function that removes the listeners.
 * @example const stop = watchProvider({ provider, connectorId: 'injected', logger, emit, onEnd })
 */
export function watchProvider(params: {
  readonly provider: Eip1193Provider
  readonly connectorId: string
  readonly logger: Logger
  readonly emit: (event: ChainAdapterEvent) => void
  readonly onEnd: () => void
}): () => void {
  const { provider, connectorId, logger, onEnd } = params
  let active = true
  // Nothing is emitted once stopped (the 1013 check below answers asynchronously).
  const emit = (event: ChainAdapterEvent): void => {
    if (active) params.emit(event)
  }
  const onAccountsChanged = (value: unknown): void => {
    let accounts
    try {
      accounts = parseAccounts(value)
    } catch (error) {
      logger.warn('Ignored an accountsChanged event with invalid addresses', { connectorId, accounts: describeWalletValue(value), error })
      return
    }
    emit({ type: 'accountsChanged', connectorId, accounts })
    if (accounts.length === 0) onEnd()
  }
  const onChainChanged = (value: unknown): void => {
    let chainId
    try {
      chainId = parseChainId(value)
    } catch (error) {
      logger.warn('Ignored a chainChanged event with a non-hex chain id', { connectorId, chainId: describeWalletValue(value), error })
      return
    }
    emit({ type: 'chainChanged', connectorId, chainId })
  }
  const onDisconnect = (error: unknown): void => {
    void endUnlessReconnecting(error)
  }
  const endUnlessReconnecting = async (error: unknown): Promise<void> => {
    if (isRecord(error) && error.code === RECONNECTING_CODE) {
      const accounts = await Promise.resolve()
        .then(() => provider.request({ method: 'eth_accounts' }))
        .catch(() => [])
      if (Array.isArray(accounts) && accounts.length > 0) {
        logger.debug('The wallet lost its node and is reconnecting; the session goes on', { connectorId })
        return
      }
    }
    if (!active) return
    emit({ type: 'disconnect', connectorId })
    onEnd()
  }

  const handlers = [
    ['accountsChanged', onAccountsChanged],
    ['chainChanged', onChainChanged],
    ['disconnect', onDisconnect],
  ] as const
  if (typeof provider.on !== 'function') {
    logger.debug('The provider emits no events (no `on`)', { connectorId })
    return () => undefined
  }
  for (const [event, handler] of handlers) provider.on(event, handler)
  return () => {
    active = false
    for (const [event, handler] of handlers) provider.removeListener?.(event, handler)
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
