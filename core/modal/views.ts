import type { CaipNetworkId, ChainNamespace } from '../network/Network.js'
import type { SendPreview } from '../send/prepareSend.js'
import type { PayRequest } from '../pay/checkPayRequest.js'

/** Every named view of the modal; there are no URL routes. */
export const VIEWS = [
  'Connect',
  'SIWXSignMessage',
  'ApproveTransaction',
  'SwitchNetwork',
  'SwitchActiveChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Swap',
  'UnsupportedChain',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingFarcaster',
  'ConnectingSocial',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'Account',
  'Networks',
  'WhatIsAWallet',
  'Transactions',
  'WalletSend',
  'WalletSendPreview',
  'WalletReceive',
  'OnRampProviders',
  'Pay',
] as const

/** A named modal view. */
export type View = (typeof VIEWS)[number]

/** Views that cannot be shown without route parameters. */
export type ViewRequiringParams =
  | 'SwitchNetwork'
  | 'SwitchActiveChain'
  | 'ConnectingExternal'
  | 'EmailVerifyOtp'
  | 'EmailVerifyDevice'
  | 'UpdateEmailPrimaryOtp'
  | 'UpdateEmailSecondaryOtp'
  | 'WalletSendPreview'
  | 'Pay'
  | 'ConnectingSocial'

/** A view reachable by name alone, e.g. as the target of SwitchActiveChain's `navigateTo`. */
export type PlainView = Exclude<View, ViewRequiringParams>

/** Where SwitchActiveChain goes after the switch when the caller names no view. */
export const SWITCH_ACTIVE_CHAIN_DEFAULT_NAVIGATE_TO = 'Connect' satisfies PlainView

/** What a caller passes when navigating to a view; views not listed take none. */
export interface RouteParamsByView {
  /**
   * `namespace` lists only that namespace's wallets; `caipNetworkId` is the network the
   * visitor picked, made active once a wallet of its namespace connects.
   */
  readonly Connect: { readonly namespace?: ChainNamespace; readonly caipNetworkId?: CaipNetworkId } | undefined
  readonly SwitchNetwork: { readonly caipNetworkId: CaipNetworkId }
  /** `caipNetworkId` is the network picked in the other namespace, passed on to Connect. */
  readonly SwitchActiveChain: { readonly chainNamespace: ChainNamespace; readonly navigateTo?: PlainView; readonly caipNetworkId?: CaipNetworkId }
  /** `walletId` is the directory wallet chosen in AllWallets, when the connector came from there. */
  readonly ConnectingExternal: { readonly connectorId: string; readonly walletId?: string }
  /** Without a `walletId` the view shows the generic pairing QR code. */
  readonly ConnectingWalletConnect: { readonly walletId?: string } | undefined
  readonly ConnectingWalletConnectBasic: { readonly walletId?: string } | undefined
  /** `provider` is the social the visitor picked (its popup is open). */
  readonly ConnectingSocial: { readonly provider: string }
  /** `email` is the address the login code was sent to. */
  readonly EmailVerifyOtp: { readonly email: string }
  /** `email` is the address the device-approval link was sent to. */
  readonly EmailVerifyDevice: { readonly email: string }
  /** `email` is the new address (the code goes to the current one first). */
  readonly UpdateEmailPrimaryOtp: { readonly email: string }
  /** `email` is the new address the second code was sent to. */
  readonly UpdateEmailSecondaryOtp: { readonly email: string }
  /** `tab` is the tab shown first (after a send: 'activity', where its pending entry is). */
  readonly Account: { readonly tab?: 'activity' } | undefined
  /** `preview` is what `prepareSend` answered for the Send form: what the visitor confirms. */
  readonly WalletSendPreview: { readonly preview: SendPreview }
  /** The payment request shown and paid (`walletport.pay`); kept in the history while the visitor switches network or buys crypto. */
  readonly Pay: PayRequest
}

/** The parameters `view` accepts (`undefined` for views that take none). */
export type RouteParams<V extends View> = V extends keyof RouteParamsByView ? RouteParamsByView[V] : undefined

/** The data a history entry holds for `view`: the parameters with their defaults applied. */
export type RouteData<V extends View> = V extends 'SwitchActiveChain'
  ? { readonly chainNamespace: ChainNamespace; readonly navigateTo: PlainView; readonly caipNetworkId?: CaipNetworkId }
  : RouteParams<V>

/** The rest-arguments of `push(view, …)`: optional when the view can go without parameters. */
export type RouteArgs<V extends View> = undefined extends RouteParams<V>
  ? [params?: RouteParams<V>]
  : [params: RouteParams<V>]

/** A navigation request: a view with the parameters it needs. */
export type RouteRequest = {
  [V in View]: undefined extends RouteParams<V>
    ? { readonly view: V; readonly params?: RouteParams<V> }
    : { readonly view: V; readonly params: RouteParams<V> }
}[View]

/** One history entry: a view with its resolved data. Narrow on `view` to read `data`. */
export type RouteEntry = { [V in View]: { readonly view: V; readonly data: RouteData<V> } }[View]

// Compile-time guards: the hand-written list must agree with the parameter table.
type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Assert<T extends true> = T
type RequiringParamsComputed = { [V in View]: undefined extends RouteParams<V> ? never : V }[View]
type _RequiringParamsAgree = Assert<Equal<ViewRequiringParams, RequiringParamsComputed>>
type _ParamsKeysAreViews = Assert<Equal<keyof RouteParamsByView & View, keyof RouteParamsByView>>

/** Resolves a request to a frozen history entry, applying parameter defaults. */
export function toRouteEntry(request: RouteRequest): RouteEntry {
  if (request.view === 'SwitchActiveChain') {
    return Object.freeze({
      view: request.view,
      data: Object.freeze({
        chainNamespace: request.params.chainNamespace,
        navigateTo: request.params.navigateTo ?? SWITCH_ACTIVE_CHAIN_DEFAULT_NAVIGATE_TO,
        ...(request.params.caipNetworkId ? { caipNetworkId: request.params.caipNetworkId } : {}),
      }),
    })
  }
  // Every other view stores its parameters as given; TS cannot correlate the two unions here.
  return Object.freeze({ view: request.view, data: request.params }) as RouteEntry
}
