import type { Clock } from '../../ports/Clock.js'
import type { EmbeddedWalletFrame } from '../../ports/EmbeddedWalletFrame.js'
import type { Logger } from '../../ports/Logger.js'
import type { Storage } from '../../ports/Storage.js'
import type { ModalController } from '../modal/ModalController.js'
import type { TransactionStack } from '../modal/TransactionStack.js'
import type { ResolvedOptions } from '../options/WalletportOptions.js'
import type { Store } from '../state/Store.js'
import type { EmbeddedParts } from './EmbeddedChainAdapter.js'
import { EmbeddedWallet } from './EmbeddedWallet.js'
import { EmbeddedWalletRpc } from './EmbeddedWalletRpc.js'
import type { EmbeddedWalletState } from './EmbeddedWalletState.js'
import { typeFrameErrorReplies } from './typeFrameErrorReplies.js'

/** What one instance's embedded wallet is built from. */
export interface EmbeddedPartsParameters {
  readonly frame: EmbeddedWalletFrame
  readonly storage: Storage
  readonly clock: Clock
  readonly logger: Logger
  readonly options: ResolvedOptions
  readonly state: Store<EmbeddedWalletState>
  readonly modal: ModalController
  readonly stack: TransactionStack
  readonly refreshBalance: () => Promise<void>
  readonly notAllowed: (method: string) => void
}

/**
 * The embedded wallet and its RPC gate, built together on first need (this module is its own
 * lazy chunk: a page whose visitor never picks email never downloads it).
 * @example const { wallet, rpc } = createEmbeddedParts(parameters)
 */
export function createEmbeddedParts(parameters: EmbeddedPartsParameters): EmbeddedParts {
  const { frame, storage, clock, logger, options, state } = parameters
  const wallet = new EmbeddedWallet({ frame, storage, clock, logger, options, state })
  const rpc = new EmbeddedWalletRpc({
    wallet,
    modal: parameters.modal,
    stack: parameters.stack,
    clock,
    logger,
    refreshBalance: parameters.refreshBalance,
    notAllowed: parameters.notAllowed,
  })
  return { wallet, rpc, typed: typeFrameErrorReplies }
}
