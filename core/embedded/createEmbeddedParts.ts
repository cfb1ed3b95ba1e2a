import type { Clock } from '../../ports/Clock.js'
import type { EmbeddedWalletFrame } from '../../ports/EmbeddedWalletFrame.js'
import type { Logger } from '../../ports/Logger.js'
import type { Storage } from '../../ports/Storage.js'
import type { ModalController } from '../modal/ModalController.js'
import { TransactionStack } from '../modal/TransactionStack.js'
import type { Router } from '../modal/Router.js'
import type { ResolvedOptions } from '../options/WalletportOptions.js'
import type { Store } from '../state/Store.js'
import type { ChainAdapter } from '../../ports/ChainAdapter.js'
import { EmbeddedChainAdapter } from './EmbeddedChainAdapter.js'
import type { EmbeddedParts } from './EmbeddedParts.js'
import { EmbeddedWallet } from './EmbeddedWallet.js'
import { EmbeddedWalletRpc } from './EmbeddedWalletRpc.js'
import type { EmbeddedWalletState } from './EmbeddedWalletState.js'

/** What one instance's embedded wallet is built from. */
export interface EmbeddedPartsParameters {
  /** The eip155 adapter the embedded account reads balances through. */
  readonly base: ChainAdapter
  readonly frame: EmbeddedWalletFrame
  readonly storage: Storage
  readonly clock: Clock
  readonly logger: Logger
  readonly options: ResolvedOptions
  readonly state: Store<EmbeddedWalletState>
  readonly modal: ModalController
  readonly router: Router
  readonly refreshBalance: () => Promise<void>
  readonly notAllowed: (method: string) => void
}

/**
 * The embedded wallet and its RPC gate, built together on first need (this module is its own
 * lazy chunk: a page whose visitor never picks email never downloads it).
 * @example const { wallet, rpc, adapter } = createEmbeddedParts(parameters)
 */
export function createEmbeddedParts(parameters: EmbeddedPartsParameters): EmbeddedParts {
  const { frame, storage, clock, logger, options, state } = parameters
  const wallet = new EmbeddedWallet({ frame, storage, clock, logger, options, state })
  const rpc = new EmbeddedWalletRpc({
    wallet,
    modal: parameters.modal,
    // The views waiting on a wallet answer: the approve view is the first to push onto it.
    stack: new TransactionStack(parameters.router),
    clock,
    logger,
    refreshBalance: parameters.refreshBalance,
    notAllowed: parameters.notAllowed,
  })
  return { wallet, rpc, adapter: new EmbeddedChainAdapter(parameters.base, async () => ({ wallet, rpc })) }
}
