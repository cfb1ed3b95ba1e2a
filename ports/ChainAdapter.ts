import type { Account, AuthUser } from '../core/account/Account.js'
import type { Balance } from '../core/account/Balance.js'
import type { Connector } from '../core/connectors/Connector.js'
import type { ChainNamespace, Network } from '../core/network/Network.js'

export interface ConnectResult {
  readonly accounts: readonly Account[]
  /** The chain reference the wallet is on (1, 'mainnet', …). */
  readonly chainId: number | string
  /** The embedded wallet's user (email, account types), for an AUTH connector. */
  readonly user?: AuthUser
}

/** What a wallet says on its own, after connection. */
export type ChainAdapterEvent =
  | { readonly type: 'accountsChanged'; readonly connectorId: string; readonly accounts: readonly Account[] }
  | { readonly type: 'chainChanged'; readonly connectorId: string; readonly chainId: number | string }
  | { readonly type: 'disconnect'; readonly connectorId: string }
  | { readonly type: 'connectorsChanged'; readonly connectors: readonly Connector[] }

/** An eip155 transaction: native value and/or calldata. */
export interface EvmTransactionRequest {
  readonly from: string
  readonly to: string
  readonly value?: bigint
  readonly data?: string
  readonly gas?: bigint
}

/**
 * A solana transfer: SOL in lamports, or `amount` of an SPL token (smallest unit) by its
 * `mint`. The adapter builds the instructions (the receiver's token account included).
 */
export type SolanaTransferRequest =
  | { readonly from: string; readonly to: string; readonly lamports: bigint }
  | { readonly from: string; readonly to: string; readonly amount: bigint; readonly mint: string }

/** What `sendTransaction` carries: the form of the target namespace. */
export type TransactionRequest = EvmTransactionRequest | SolanaTransferRequest

/** A transaction as the app gives it: the connected account fills `from`. */
export type TransactionDraft = TransactionRequest extends infer Form ? (Form extends unknown ? Omit<Form, 'from'> : never) : never

/** A network fee in the smallest unit of the network's native currency (wei, lamports). */
export interface NetworkFee {
  readonly value: bigint
  readonly decimals: number
  readonly symbol: string
}

/** How a sent transaction ended on chain. */
export interface TransactionReceipt {
  readonly status: 'success' | 'reverted'
}

/**
 * A one-step sign-in input (Sign In With Solana, `solana:signIn`): the wallet builds the
 * message text from it. `chainId` is the CAIP-2 id; the adapter writes the form its wallets
 * take (solana: the short id, 'mainnet', 'devnet', 'localnet'…).
 */
export interface SignInInput {
  readonly domain: string
  readonly address: string
  readonly statement?: string
  readonly uri: string
  readonly version: string
  readonly chainId: string
  readonly nonce: string
  readonly issuedAt: string
  readonly expirationTime?: string
  readonly notBefore?: string
  readonly requestId?: string
  readonly resources?: readonly string[]
}

/** What a one-step sign-in returns: the exact text the wallet signed, and its signature. */
export interface SignInOutput {
  readonly address: string
  /** The signed message, as UTF-8 text. */
  readonly message: string
  /** base58 (solana). */
  readonly signature: string
}

/** The message parts of a sign-in asked for while connecting (the account is the wallet's to say). */
export type ConnectSignInRequest = Omit<SignInInput, 'address' | 'chainId'>

/** A sign-in the wallet made while connecting (WalletConnect one-click, CAIP-222): its text, signature and CACAO. */
export interface ConnectSignIn extends SignInOutput {
  /** CAIP-2 id of the chain the signature is for. */
  readonly chainId: string
  readonly cacao: unknown
}

/** The wallet RPC methods the core sends as they are and checks itself (eip155: EIP-712, EIP-5792, EIP-7811). */
export const WALLET_RPC_METHODS = ['eth_signTypedData_v4', 'wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus', 'wallet_getAssets'] as const
/** One of WALLET_RPC_METHODS. */
export type WalletRpcMethod = (typeof WALLET_RPC_METHODS)[number]

/**
 * A signer the adapter does not own (solana: the embedded wallet's frame): it signs the wire
 * transaction the adapter built and sends it, and answers its id (base58 for solana).
 */
export interface TransactionSigner {
  /** The account that signs: it pays the fee, and must be the transfer's `from`. */
  readonly address: string
  signAndSendTransaction(params: { readonly transaction: Uint8Array; readonly network: Network }): Promise<string>
}

/**
 * One blockchain family (a CAIP-2 namespace). Adapters translate wallet and
 * RPC errors into the core's typed errors (4001 → UserRejectedRequestError…).
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  getConnectors(): readonly Connector[]
  connect(params: { readonly connectorId: string; readonly network: Network }): Promise<ConnectResult>
  /** Restores a connection without prompting (e.g. `eth_accounts`); throws when there is none. */
  reconnect(params: { readonly connectorId: string; readonly network: Network }): Promise<ConnectResult>
  disconnect(params: { readonly connectorId: string }): Promise<void>
  getAccounts(params: { readonly connectorId: string }): Promise<readonly Account[]>
  switchNetwork(params: { readonly connectorId: string; readonly network: Network }): Promise<void>
  /** Native balance in the smallest unit. */
  getBalance(params: { readonly address: string; readonly network: Network }): Promise<{ readonly value: bigint; readonly decimals: number; readonly symbol: string }>
  signMessage(params: { readonly connectorId: string; readonly address: string; readonly message: string }): Promise<string>
  sendTransaction(params: { readonly connectorId: string; readonly network: Network; readonly transaction: TransactionRequest }): Promise<string>
  /**
   * Sends a transfer that `signer` signs: the adapter checks it against the chain, builds it,
   * and waits for its confirmation as it does for its own wallets (solana: the embedded wallet
   * signs what this adapter builds). Absent where a signer takes whole requests (eip155).
   */
  sendWithSigner?(params: { readonly network: Network; readonly transaction: TransactionRequest; readonly signer: TransactionSigner }): Promise<string>
  /**
   * Fungible token balances read from the chain itself (solana: SPL through
   * getTokenAccountsByOwner), used when the Blockchain API does not serve the network.
   */
  getTokenBalances?(params: { readonly address: string; readonly network: Network }): Promise<readonly Balance[]>
  /**
   * A one-step sign-in, when the connected wallet offers it (`solana:signIn`); `undefined` when
   * it does not, and the core signs the same message with `signMessage` instead.
   */
  signIn?(params: { readonly connectorId: string; readonly network: Network; readonly input: SignInInput }): Promise<SignInOutput | undefined>
  /**
   * Sign in while connecting (WalletConnect `wc_sessionAuthenticate`): while `request` is set, a
   * connect asks for it; `takeConnectSignIn` hands the result over once.
   */
  setConnectSignInRequest?(request: (() => Promise<ConnectSignInRequest | undefined>) | undefined): void
  /** The sign-in the last connect brought for `chainId` (or any), once; undefined when none. */
  takeConnectSignIn?(params: { readonly chainId: string }): ConnectSignIn | undefined
  /**
   * The fee the chain would take for `transaction` now (eip155: estimated gas × the current gas
   * price; solana: the fee of the built message). Absent where the adapter cannot tell.
   */
  estimateFee?(params: { readonly network: Network; readonly transaction: TransactionRequest }): Promise<NetworkFee>
  /**
   * Waits until the sent transaction `hash` (solana: its signature) is final enough to show:
   * mined (eip155) or confirmed (solana). A failed read rejects; a reverted one resolves 'reverted'.
   */
  waitForTransaction?(params: { readonly network: Network; readonly hash: string }): Promise<TransactionReceipt>
  /**
   * Sends one of WALLET_RPC_METHODS to the connector's wallet as it is, on `network`, and answers
   * the wallet's result unchecked (the core checks it). Absent where the namespace has no such
   * methods (solana); a wallet without the method rejects typed (4200).
   */
  request?(params: { readonly connectorId: string; readonly network: Network; readonly method: WalletRpcMethod; readonly params: readonly unknown[] }): Promise<unknown>
  /** Subscribes to wallet events; returns the unsubscribe function. */
  on(listener: (event: ChainAdapterEvent) => void): () => void
  /**
   * Ends discovery, the wallets' event listeners and background work; the adapter is unusable
   * after. The instance given the adapter calls it from its own `destroy()`. Never rejects.
   */
  destroy?(): void | Promise<void>
}
