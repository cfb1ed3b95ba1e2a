import type { Observable } from 'rxjs'
import type { TransactionDraft } from '../ports/ChainAdapter.js'
import type { Balance } from './account/Balance.js'
import type { AccountState } from './account/Account.js'
import type { ConnectorListGroup } from './connectors/buildConnectorList.js'
import type { Connector } from './connectors/Connector.js'
import type { DirectoryWalletsState } from './directory/DirectoryWallets.js'
import type { EmailLoginCooldown } from './embedded/checkEmailLoginCooldown.js'
import type { EmbeddedWalletState } from './embedded/EmbeddedWalletState.js'
import type { EmailConnectAction, EmailUpdateAction } from './embedded/frameReplies.js'
import type { SocialPopup } from './embedded/SocialPopup.js'
import type { ModalState } from './modal/ModalController.js'
import type { RouterState } from './modal/Router.js'
import type { AccountNamesState } from './names/AccountNames.js'
import type { NameProfile } from './names/Profile.js'
import type { ChainNamespace, Network } from './network/Network.js'
import type { NetworkSnapshot } from './network/toNetworkSnapshot.js'
import type { OnrampSelection, OnrampState } from './onramp/OnrampState.js'
import type { PayRequest } from './pay/checkPayRequest.js'
import type { AccountDataState } from './portfolio/AccountDataState.js'
import type { RemoteConfigState } from './projectConfig/RemoteConfig.js'
import type { SendMax } from './send/getSendMax.js'
import type { SendRequest } from './send/planSend.js'
import type { SendPreview } from './send/prepareSend.js'
import type { SiwxSignInResult } from './siwx/signIn.js'
import type { SiwxState } from './siwx/SiwxState.js'
import type { WalletState } from './state/WalletState.js'
import type { SwapSession } from './swap/startSwapSession.js'
import type { WalletCall } from './transactions/walletCalls.js'
import type { CallsStatus, WalletCapabilities } from './transactions/walletCallSchemas.js'

// The instance's public members that the `Walletport` facade (Walletport.ts) installs from its
// lists: the state readers and the commands. Types only.

type Listener<T> = (value: T) => void
type Namespaced = { readonly namespace?: ChainNamespace }
type LoadParams = { readonly force?: boolean; readonly signal?: AbortSignal }

/** The instance's state: each piece as `getX()`, `watchX(listener)` and `x$`. */
export interface WalletportState {

  /** The whole snapshot: accounts, networks and connections by namespace. */
  getState(): WalletState
  watchState(listener: Listener<WalletState>): () => void
  readonly state$: Observable<WalletState>
  /** A namespace's account (default: the active one, which `account$` follows). */
  getAccount(namespace?: ChainNamespace): AccountState
  watchAccount(listener: Listener<AccountState>, namespace?: ChainNamespace): () => void
  readonly account$: Observable<AccountState>
  /** The active network, its namespace and the requested networks. */
  getNetwork(): NetworkSnapshot
  watchNetwork(listener: Listener<NetworkSnapshot>): () => void
  readonly network$: Observable<NetworkSnapshot>
  /** The connectors the chain adapters offer (injected, announced, WalletConnect…). */
  getConnectors(): readonly Connector[]
  watchConnectors(listener: Listener<readonly Connector[]>): () => void
  readonly connectors$: Observable<readonly Connector[]>
  /** The connect list: groups in order, hidden and excluded wallets removed, each wallet once. */
  getConnectorList(): readonly ConnectorListGroup[]
  watchConnectorList(listener: Listener<readonly ConnectorListGroup[]>): () => void
  readonly connectorList$: Observable<readonly ConnectorListGroup[]>
  /** The modal: open, loading, shaking. */
  getModal(): ModalState
  watchModal(listener: Listener<ModalState>): () => void
  readonly modal$: Observable<ModalState>
  /** The modal's view and its data, with the history (root first). */
  getRoute(): RouterState
  watchRoute(listener: Listener<RouterState>): () => void
  readonly route$: Observable<RouterState>
  /** Sign-in (SIWX) of the active account: status, session, the last error. */
  getSiwx(): SiwxState
  watchSiwx(listener: Listener<SiwxState>): () => void
  readonly siwx$: Observable<SiwxState>
  /** The project's remote config: features in effect, overridden local choices, the alert raised. */
  getRemoteConfig(): RemoteConfigState
  watchRemoteConfig(listener: Listener<RemoteConfigState>): () => void
  readonly remoteConfig$: Observable<RemoteConfigState>
  /** The directory's featured and recommended wallets for the Connect view (loaded on the first open). */
  getDirectoryWallets(): DirectoryWalletsState
  watchDirectoryWallets(listener: Listener<DirectoryWalletsState>): () => void
  readonly directoryWallets$: Observable<DirectoryWalletsState>
  /** The Account view's tokens and activity: loaded on demand, never polled. */
  getAccountData(): AccountDataState
  watchAccountData(listener: Listener<AccountDataState>): () => void
  readonly accountData$: Observable<AccountDataState>
  /** The RegisterAccountName view's name suggestions with their loading flag and last error. */
  getAccountNames(): AccountNamesState
  watchAccountNames(listener: Listener<AccountNamesState>): () => void
  readonly accountNames$: Observable<AccountNamesState>
  /** The embedded wallet: its frame's lifecycle, the email login in progress, the signed-in email. */
  getEmbeddedWallet(): EmbeddedWalletState
  watchEmbeddedWallet(listener: Listener<EmbeddedWalletState>): () => void
  readonly embeddedWallet$: Observable<EmbeddedWalletState>
  /** Buying crypto: the options for the active network, the selection, its quote (or error), the checkout URL. */
  getOnramp(): OnrampState
  watchOnramp(listener: Listener<OnrampState>): () => void
  readonly onramp$: Observable<OnrampState>
}

/** The commands: each waits for the instance (loading it when needed), then runs its use case. */
export interface WalletportCommands {

  /**
   * Connects through a connector of a namespace (default: the active one); the connections of
   * other namespaces stay and this one becomes active. `caipNetworkId`: a network of that
   * namespace to end on (the wallet is asked to switch there after connecting).
   */
  connect(params: { readonly connectorId: string; readonly caipNetworkId?: string } & Namespaced): Promise<{ readonly address: string; readonly caipNetworkId: string }>
  /** Disconnects a namespace (default: the active one); the next remaining connection becomes active. */
  disconnect(params?: Namespaced): Promise<void>
  /** Disconnects every connected namespace. */
  disconnectAll(): Promise<void>
  /** Signs a message with the connected wallet. */
  signMessage(params: { readonly message: string } & Namespaced): Promise<string>
  /** Sends a transaction from the connected account; the balance refreshes after. */
  sendTransaction(params: TransactionDraft & Namespaced): Promise<string>
  /** The Send view's preview: checked as `send` checks it, the name resolved, the fee estimated, the USD value; nothing is sent. */
  prepareSend(params: SendRequest): Promise<SendPreview>
  /** The most a send of `token` can move: its balance, minus a gas reserve for the native token. */
  getSendMax(params: { readonly token: Balance }): Promise<SendMax>
  /**
   * Sends `amount` of `token` to an address or name; resolves the hash once the wallet sent it. A pending
   * entry shows in Activity; SEND_CONFIRMED or SEND_FAILED follows on `events$` when the chain settles it.
   */
  send(params: SendRequest): Promise<string>
  /**
   * Pays `amount` of `token` ('native' or a contract) to `recipient` on `network`; resolves the hash once confirmed on chain.
   * Rejects with PayError (PAY_DISABLED, INVALID_REQUEST, NOT_CONNECTED, WRONG_NETWORK, TOKEN_UNAVAILABLE),
   * InsufficientBalanceError, UserRejectedRequestError (declined) or TransactionRevertedError. Needs `features.pay`.
   * @example const hash = await walletport.pay({ recipient: '0x7099…', amount: '0.01', token: 'native', network: 'eip155:1' })
   */
  pay(params: PayRequest): Promise<string>
  /** Signs EIP-712 typed data with the connected EVM account (`eth_signTypedData_v4`). */
  signTypedData(params: { readonly typedData: Readonly<Record<string, unknown>> }): Promise<string>
  /** The connected EVM wallet's EIP-5792 capabilities per chain (`wallet_getCapabilities`). */
  getCapabilities(): Promise<WalletCapabilities>
  /** Sends a bundle of calls (EIP-5792 `wallet_sendCalls`); its id. Each target must start with 0x. */
  sendCalls(params: { readonly calls: readonly WalletCall[]; readonly atomicRequired?: boolean }): Promise<{ readonly id: string }>
  /** A bundle's status (EIP-5792 `wallet_getCallsStatus`): 100 pending, 200 confirmed with receipts. */
  getCallsStatus(params: { readonly id: string }): Promise<CallsStatus>
  /** An EIP-1193 request on the eip155 connection, whichever wallet made it (what wagmi's connector sends); reads belong to the network's RPC and reject 4200. */
  request(args: { readonly method: string; readonly params?: readonly unknown[] | object }): Promise<unknown>
  /** Re-reads the native balance (cached 30 s unless `force`). */
  refreshBalance(params?: { readonly force?: boolean } & Namespaced): Promise<void>
  /** Switches to a configured network (the connected wallet is asked first). */
  switchNetwork(network: Network): Promise<void>
  /** Removes a configured network; the active one moves to the first remaining. */
  removeNetwork(caipNetworkId: string): Promise<void>
  /** Signs in the connected account (SIWX). */
  signIn(): Promise<SiwxSignInResult>
  /** Cancels sign-in: disconnects when sign-in is required, else closes the modal. */
  cancelSignIn(): Promise<'disconnect' | 'close'>
  /** Revokes the active sign-in session (and disconnects when sign-in is required). */
  signOut(): Promise<void>
  /** Loads the Tokens tab's balances (cached 30 s; `force` asks afresh). */
  loadTokens(params?: LoadParams): Promise<void>
  /** Loads the first page of Activity (reused for 30 s unless `force`). */
  loadActivity(params?: LoadParams): Promise<void>
  /** Loads the next page of Activity, if any. */
  loadMoreActivity(params?: { readonly signal?: AbortSignal }): Promise<void>
  /** Suggests names for a typed label (letters, digits, hyphens, at least 4); an invalid one clears them. */
  suggestAccountNames(label: string, options?: { readonly signal?: AbortSignal }): Promise<void>
  /** Registers `label` + `.reown.id` for the connected EVM account (the wallet signs); throws AccountNameError. */
  registerAccountName(label: string): Promise<NameProfile>
  /** The profile of a registered name; throws AccountNameError('Error resolving name') otherwise. */
  resolveAccountName(name: string): Promise<NameProfile>
  /** The names registered to an address. */
  accountNamesOf(address: string): Promise<readonly NameProfile[]>
  /**
   * Starts an email login (the embedded wallet's frame is created now): 'VERIFY_OTP' → send the
   * emailed code with `connectEmailOtp`; 'VERIFY_DEVICE' → `connectEmailDevice`, then the code;
   * 'CONNECT' → connected already. Throws EmailLoginError for an invalid email or within 30 s of the last login.
   */
  connectEmail(params: { readonly email: string }): Promise<EmailConnectAction>
  /** Creates the embedded wallet's frame ahead of an email login (the visitor turned to the email field). */
  prepareEmailLogin(): Promise<void>
  /** Waits until the visitor clicked the device link the frame emailed; a code follows. */
  connectEmailDevice(): Promise<void>
  /** Sends the emailed 6-digit code, then connects the embedded account. */
  connectEmailOtp(params: { readonly otp: string }): Promise<{ readonly address: string; readonly caipNetworkId: string }>
  /** Whether an email login now would be refused, and for how many seconds more. */
  getEmailLoginCooldown(): Promise<EmailLoginCooldown>
  /** A social login through `popup` (opened on the frame's origin in the click handler, see `watchSocialPopup`), then the embedded account connects. */
  connectSocial(params: { readonly provider: string; readonly popup: SocialPopup }): Promise<{ readonly address: string; readonly caipNetworkId: string }>
  /** Sign In With Farcaster: `onUri` gets the code's URL (a QR), then it waits for the Farcaster app; aborting `signal` cancels (FarcasterLoginError 'cancelled'); an expired code rejects 'expired'. */
  connectFarcaster(params: { readonly onUri: (url: string) => void; readonly signal?: AbortSignal }): Promise<{ readonly address: string; readonly caipNetworkId: string }>
  /** The return of a top-level social login (Telegram mini app): connects with the `result_uri` it brought back, and clears the stored provider. */
  connectSocialResult(params: { readonly resultUri: string }): Promise<{ readonly address: string; readonly caipNetworkId: string }>
  /** Starts changing the signed-in email: a code goes to the current address. */
  updateEmail(params: { readonly email: string }): Promise<EmailUpdateAction>
  /** The code sent to the current address; then a code goes to the new one. */
  updateEmailPrimaryOtp(params: { readonly otp: string }): Promise<EmailUpdateAction>
  /** The code sent to the new address; the account's email becomes the new one. */
  updateEmailSecondaryOtp(params: { readonly otp: string }): Promise<string>
  /** Switches the embedded account between the user's EOA and smart account (where the network has them); the account state follows. */
  setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<{ readonly address: string }>
  /**
   * A JSON-RPC request to the embedded wallet through its gate: reads go straight to the frame,
   * signing and sending open ApproveTransaction, other methods are refused ('Requested RPC call is not allowed').
   */
  requestEmbedded(params: { readonly method: string; readonly params?: readonly unknown[] }): Promise<unknown>

  /**
   * Reads the onramp options for the active network (not offered in mainland China, Hong Kong
   * and Macau: then `status` is 'restricted'); never rejects.
   * @example await walletport.loadOnramp(); walletport.selectOnramp({ amount: 100 }); await walletport.fetchOnrampQuote()
   */
  loadOnramp(params?: { readonly timeZone?: string; readonly signal?: AbortSignal }): Promise<void>
  /** Changes the onramp selection (currencies, payment method, amount, provider); the quote is dropped. Synchronous once the use cases are loaded (after `loadOnramp`). */
  selectOnramp(selection: OnrampSelection): Promise<void>
  /** Quotes the selection (read at `purchaseAmount.amount`); a failure is stored as the state's `error`. */
  fetchOnrampQuote(params?: { readonly signal?: AbortSignal }): Promise<void>
  /** The chosen provider's checkout URL for the quote; throws OnrampError on failure. */
  createOnrampCheckout(params?: { readonly redirectUrl?: string; readonly signal?: AbortSignal }): Promise<string>
  /** Forgets the onramp options, selection and quote. */
  resetOnramp(): Promise<void>

  /**
   * A swap on the connected eip155 network (its tokens, quotes 500 ms after typing, approve then swap), once read.
   * @example const swap = await walletport.createSwap(); swap.setTo(token.address); swap.setAmount('1'); await swap.execute()
   */
  createSwap(): Promise<SwapSession>

  /** Loads the project's remote config unless loaded (the first `open()` does it too); never rejects. */
  loadRemoteConfig(): Promise<RemoteConfigState>

  /**
   * Loads what an open needs next, ahead of it: the use cases' code, the project's remote config
   * and the directory's first wallets (the first `open()` does it too). The React buttons call it
   * on a hover or focus, so the click only renders. Once per instance; never rejects.
   */
  prepareOpen(): Promise<void>

}
