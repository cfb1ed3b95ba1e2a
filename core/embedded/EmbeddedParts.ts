import type { ChainAdapter } from '../../ports/ChainAdapter.js'
import type { EmbeddedWallet } from './EmbeddedWallet.js'
import type { EmbeddedWalletRpc } from './EmbeddedWalletRpc.js'

/** The embedded wallet's parts, built together on first need (their own lazy chunk). */
export interface EmbeddedParts {
  readonly wallet: EmbeddedWallet
  readonly rpc: EmbeddedWalletRpc
  /** The eip155 adapter's AUTH connector calls (the shell `withEmbeddedWallet` routes them here). */
  readonly adapter: ChainAdapter
}
