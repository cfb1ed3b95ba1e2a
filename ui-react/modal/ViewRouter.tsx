import { memo, type ComponentType } from 'react'
import type { Connector, RouteEntry, RouterState, View } from '../../core/index.js'
import type { Translator } from '../i18n/translator.js'
import type { MessageId } from '../i18n/en.js'
import type { ViewProps } from './ViewProps.js'
import { AccountView } from './views/AccountView.js'
import { AllWalletsView } from './views/AllWalletsView.js'
import { ApproveTransactionView } from './views/ApproveTransactionView.js'
import { ConnectingExternalView } from './views/ConnectingExternalView.js'
import { ConnectingWalletConnectBasicView } from './views/ConnectingWalletConnectBasicView.js'
import { ConnectingWalletConnectView } from './views/ConnectingWalletConnectView.js'
import { ConnectView } from './views/ConnectView.js'
import {
  LazyEmailVerifyDeviceView,
  LazyEmailVerifyOtpView,
  LazyUpdateEmailPrimaryOtpView,
  LazyUpdateEmailSecondaryOtpView,
  LazyUpdateEmailWalletView,
} from './views/lazyEmailViews.js'
import { LazyWalletReceiveView } from './views/lazyWalletReceiveView.js'
import { LazyConnectingSocialView } from './views/lazySocialViews.js'
import { LazyConnectingFarcasterView } from './views/lazyFarcasterView.js'
import { LazyOnrampView } from './views/lazyOnrampView.js'
import { LazyWalletSendView } from './views/lazyWalletSendViews.js'
import { LazySwapView } from './views/lazySwapView.js'
import { LazyPayView } from './views/lazyPayView.js'
import { NetworksView } from './views/NetworksView.js'
import { LazyRegisterAccountNameSuccessView, LazyRegisterAccountNameView } from './views/lazyRegisterAccountNameViews.js'
import { SiwxSignMessageView } from './views/SiwxSignMessageView.js'
import { SwitchActiveChainView } from './views/SwitchActiveChainView.js'
import { SwitchNetworkView } from './views/SwitchNetworkView.js'
import { UnavailableView } from './views/UnavailableView.js'
import { UnsupportedChainView } from './views/UnsupportedChainView.js'

/** The views this build renders, with their headings; every other router view shows `UnavailableView`. */
const VIEWS: { readonly [V in View]?: { readonly component: ComponentType<ViewProps<V>>; readonly title: MessageId } } = {
  Connect: { component: ConnectView, title: 'view.Connect' },
  AllWallets: { component: AllWalletsView, title: 'view.AllWallets' },
  ConnectingExternal: { component: ConnectingExternalView, title: 'view.ConnectingExternal' },
  ConnectingWalletConnect: { component: ConnectingWalletConnectView, title: 'view.ConnectingWalletConnect' },
  ConnectingWalletConnectBasic: { component: ConnectingWalletConnectBasicView, title: 'view.ConnectingWalletConnectBasic' },
  Account: { component: AccountView, title: 'view.Account' },
  Networks: { component: NetworksView, title: 'view.Networks' },
  SwitchNetwork: { component: SwitchNetworkView, title: 'view.SwitchNetwork' },
  SwitchActiveChain: { component: SwitchActiveChainView, title: 'view.SwitchActiveChain' },
  UnsupportedChain: { component: UnsupportedChainView, title: 'view.UnsupportedChain' },
  SIWXSignMessage: { component: SiwxSignMessageView, title: 'view.SIWXSignMessage' },
  ApproveTransaction: { component: ApproveTransactionView, title: 'view.ApproveTransaction' },
  RegisterAccountName: { component: LazyRegisterAccountNameView, title: 'view.RegisterAccountName' },
  RegisterAccountNameSuccess: { component: LazyRegisterAccountNameSuccessView, title: 'view.RegisterAccountNameSuccess' },
  EmailVerifyOtp: { component: LazyEmailVerifyOtpView, title: 'view.EmailVerifyOtp' },
  EmailVerifyDevice: { component: LazyEmailVerifyDeviceView, title: 'view.EmailVerifyDevice' },
  UpdateEmailWallet: { component: LazyUpdateEmailWalletView, title: 'view.UpdateEmailWallet' },
  UpdateEmailPrimaryOtp: { component: LazyUpdateEmailPrimaryOtpView, title: 'view.UpdateEmailPrimaryOtp' },
  UpdateEmailSecondaryOtp: { component: LazyUpdateEmailSecondaryOtpView, title: 'view.UpdateEmailSecondaryOtp' },
  WalletReceive: { component: LazyWalletReceiveView, title: 'view.WalletReceive' },
  OnRampProviders: { component: LazyOnrampView, title: 'view.OnRampProviders' },
  WalletSend: { component: LazyWalletSendView, title: 'view.WalletSend' },
  WalletSendPreview: { component: LazyWalletSendView, title: 'view.WalletSendPreview' },
  Swap: { component: LazySwapView, title: 'view.Swap' },
  Pay: { component: LazyPayView, title: 'view.Pay' },
  ConnectingSocial: { component: LazyConnectingSocialView, title: 'view.ConnectingSocial' },
  ConnectingFarcaster: { component: LazyConnectingFarcasterView, title: 'view.ConnectingFarcaster' },
}

/** The current history entry of the router (the object views key their requests by). */
export function currentEntry(route: RouterState): RouteEntry {
  return route.history[route.history.length - 1] ?? route
}

/** The heading of the view on top of `route` (ConnectingExternal is named after its wallet). */
export function titleOf(route: RouterState, translator: Translator, connectors: readonly Connector[]): string {
  if (route.view === 'ConnectingExternal') {
    const connector = connectors.find((candidate) => candidate.id === route.data.connectorId)
    if (connector) return connector.name
  }
  return translator.t(VIEWS[route.view]?.title ?? 'view.unavailable')
}

/**
 * Renders the view on top of the router's history. Memoized: an open resets the router to its
 * root view, and when that is the view already shown (the kept dialog), nothing re-renders.
 */
export const ViewRouter = memo(function ViewRouter({ route }: { readonly route: RouterState }) {
  const entry = currentEntry(route)
  // The compiler cannot correlate `entry.view` with the component it selects; the table's type does.
  const Component = (VIEWS[entry.view]?.component ?? UnavailableView) as ComponentType<ViewProps>
  return <Component entry={entry} />
}, sameRootView)

/** Two router states showing the same root view with the same data (a reset to where it was). */
function sameRootView(previous: { readonly route: RouterState }, next: { readonly route: RouterState }): boolean {
  if (previous.route === next.route) return true
  const [a, b] = [previous.route, next.route]
  return a.history.length === 1 && b.history.length === 1 && a.view === b.view && currentEntry(a).data === currentEntry(b).data
}
