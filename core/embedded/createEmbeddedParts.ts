import type { EmbeddedWalletFrame } from '../../ports/EmbeddedWalletFrame.js'
import type { CoreContext } from '../CoreContext.js'
import { fetchBalance } from '../account/fetchBalance.js'
import type { ModalController } from '../modal/ModalController.js'
import { TransactionStack } from '../modal/TransactionStack.js'
import type { Router } from '../modal/Router.js'
import { MemoryBackedStorage } from '../state/MemoryBackedStorage.js'
import type { Store } from '../state/Store.js'
import type { ChainAdapter } from '../../ports/ChainAdapter.js'
import { EmbeddedChainAdapter } from './EmbeddedChainAdapter.js'
import type { EmbeddedParts } from './EmbeddedParts.js'
import { EmbeddedWallet } from './EmbeddedWallet.js'
import { EmbeddedWalletRpc } from './EmbeddedWalletRpc.js'
import { evmEmbeddedSigning } from './evmEmbeddedSigning.js'
import { solanaEmbeddedSigning } from './solanaEmbeddedSigning.js'
import type { EmbeddedWalletState } from './EmbeddedWalletState.js'

/** What one instance's embedded wallet is built from. */
export interface EmbeddedPartsParameters {
  /** The app's adapters of the namespaces the embedded wallet serves: its accounts read balances (and solana builds transfers) through them. */
  readonly bases: readonly ChainAdapter[]
  readonly frame: EmbeddedWalletFrame
  /** The instance's ports, options and events. */
  readonly context: CoreContext
  readonly state: Store<EmbeddedWalletState>
  readonly modal: ModalController
  readonly router: Router
  /** The instance was destroyed before these parts arrived: they are destroyed before any load (a call gets the frame's typed 'destroyed' refusal, no iframe is made). */
  readonly destroyed?: boolean
}

/**
 * The embedded wallet and its RPC gate, built together on first need (this module is its own
 * lazy chunk: a page whose visitor never picks email never downloads it).
 * @example const { wallet, rpc, adapters } = createEmbeddedParts(parameters)
 */
export function createEmbeddedParts({ bases, frame, context, state, modal, router, destroyed }: EmbeddedPartsParameters): EmbeddedParts {
  const { storage, clock, logger, options } = context
  // A storage that refuses writes (full, private window) must not fail a login: the page keeps them.
  const wallet = new EmbeddedWallet({ frame, storage: new MemoryBackedStorage({ storage, logger }), clock, logger, options, state })
  const rpc = new EmbeddedWalletRpc({
    wallet,
    modal,
    // The views waiting on a wallet answer: the approve view is the first to push onto it.
    stack: new TransactionStack(router),
    clock,
    logger,
    refreshBalance: () => fetchBalance(context, { force: true }),
    notAllowed: (method) => context.emit({ type: 'EMBEDDED_RPC_NOT_ALLOWED', method }),
  })
  const signingFor = (base: ChainAdapter) => (base.namespace === 'solana' ? solanaEmbeddedSigning({ rpc, base }) : evmEmbeddedSigning(rpc))
  const adapters = new Map(bases.map((base) => [base.namespace, new EmbeddedChainAdapter({ base, wallet, signing: signingFor(base) })]))
  const destroy = (): void => {
    rpc.destroy()
    wallet.destroy()
  }
  if (destroyed) destroy()
  return { wallet, rpc, adapters, destroy }
}
