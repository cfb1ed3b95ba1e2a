import type { ChainAdapter } from '../../ports/ChainAdapter.js'
import type { ChainNamespace } from '../network/Network.js'
import type { EmbeddedWallet } from './EmbeddedWallet.js'
import type { EmbeddedWalletRpc } from './EmbeddedWalletRpc.js'

/** The embedded wallet's parts, built together on first need (their own lazy chunk). */
export interface EmbeddedParts {
  readonly wallet: EmbeddedWallet
  readonly rpc: EmbeddedWalletRpc
  /** Per namespace served, the AUTH connector's calls (the shell `withEmbeddedWallet` routes them here). */
  readonly adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  /** The instance's teardown: the gate stops, the frame goes. */
  readonly destroy: () => void
}
