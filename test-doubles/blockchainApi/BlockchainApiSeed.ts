import type { Balance } from '../../core/account/Balance.js'
import type { Identity, NameProfile } from '../../core/names/Profile.js'
import type { Transaction } from '../../core/portfolio/Transaction.js'
import type { SiwxSession } from '../../core/siwx/Siwx.js'
import type { FungiblePrice, GasPrice, OnrampOptions, SupportedChains, SwapToken } from '../../ports/BlockchainApi.js'

/** The data an `InMemoryBlockchainApi` serves. Everything is optional; defaults are listed per field. */
export interface BlockchainApiSeed {
  /** Default: the swap networks and Solana mainnet over http, none over ws. */
  readonly supportedChains?: SupportedChains
  /** By address. Default for unknown addresses: `{ name: null, avatar: null }`. */
  readonly identities?: Readonly<Record<string, Identity>>
  /** Balance rows per address and CAIP-2 network. Default: none (empty list). */
  readonly balances?: readonly { readonly address: string; readonly caipNetworkId: string; readonly balances: readonly Balance[] }[]
  /** History per address, newest first. */
  readonly transactions?: Readonly<Record<string, readonly Transaction[]>>
  /** Transactions per history page. Default 10. */
  readonly historyPageSize?: number
  readonly profiles?: readonly NameProfile[]
  /** Default: ETH and USDC on eip155:1. */
  readonly prices?: readonly FungiblePrice[]
  /** By CAIP-2 chain. Default: ETH and USDC on eip155:1. */
  readonly swapTokens?: Readonly<Record<string, readonly SwapToken[]>>
  /** By CAIP-2 chain. Default for every chain: 1 / 1.5 / 2 gwei. */
  readonly gasPrices?: Readonly<Record<string, GasPrice>>
  /** Default: USD and EUR with the onramp's card and bank limits; USDC, ETH and SOL to buy. */
  readonly onrampOptions?: OnrampOptions
  /** Price of one unit of each purchase currency (by id or symbol) in the payment currency. */
  readonly onrampPrices?: Readonly<Record<string, number>>
  /** By CAIP-10 account. */
  readonly sessions?: Readonly<Record<string, readonly SiwxSession[]>>
}
