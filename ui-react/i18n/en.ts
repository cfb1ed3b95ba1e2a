import { ALERTS, type AlertCode } from '../../core/errors/alerts.js'
import { MESSAGES, type MessageKey } from '../../core/errors/messages.js'
import { BUTTON_MESSAGES } from './buttons.js'

/** walletport's own UI strings in English; `{name}` marks a value filled in at render time. */
const UI = {
  ...BUTTON_MESSAGES.en,
  'modal.back': 'Back',
  'modal.close': 'Close',
  'modal.closeRefused': "This step can't be skipped. Choose an option below to continue.",
  'modal.loading': 'Loading…',
  'view.Connect': 'Connect a wallet',
  'view.AllWallets': 'All wallets',
  'view.ConnectingExternal': 'Connecting',
  'view.ConnectingWalletConnect': 'WalletConnect',
  'view.ConnectingWalletConnectBasic': 'WalletConnect',
  'view.Account': 'Account',
  'view.Networks': 'Choose a network',
  'view.SwitchNetwork': 'Switch network',
  'view.UnsupportedChain': 'Switch network',
  'view.SIWXSignMessage': 'Sign in',
  'view.ApproveTransaction': 'Approve transaction',
  'view.unavailable': 'Not available',
  'group.walletConnect': 'WalletConnect',
  'group.recent': 'Recent',
  'group.injected': 'Installed',
  'group.featured': 'Featured',
  'group.custom': 'More wallets',
  'group.external': 'Other wallets',
  'group.recommended': 'Recommended',
  'connect.walletsLabel': 'Wallets',
  'connect.installedBadge': 'Installed',
  'connect.recentBadge': 'Recent',
  'connect.allWallets': 'All wallets',
  'connect.noWallets': 'No wallet was found in this browser.',
  'connect.noWalletsHint': 'Install a browser wallet extension, then reload this page.',
  'connect.getWallet': 'Get {wallet}',
  'connect.opensInNewTab': '(opens in a new tab)',
  'connect.notAvailable': 'Not available yet',
  'allWallets.search': 'Search wallets',
  'allWallets.inBrowser': 'In this browser',
  'allWallets.recommended': 'Recommended',
  'allWallets.directory': 'Wallet directory',
  'allWallets.loadMore': 'Load more wallets',
  'allWallets.loading': 'Loading wallets…',
  'allWallets.shown': 'Showing {shown} of {count} wallets',
  'allWallets.noResults': 'No wallet matches “{query}”.',
  'allWallets.directoryUnavailable':
    'The wallet directory is not available in this app, so only the wallets found in this browser are listed.',
  'allWallets.directoryFailed': "The wallet directory couldn't be loaded. Check your connection and try again.",
  'allWallets.retry': 'Try again',
  'connecting.continueIn': 'Continue in {wallet}',
  'connecting.pendingHint': 'Accept the connection request in your wallet.',
  'connecting.declined': 'Connection declined',
  'connecting.declinedHint': 'The request was declined in {wallet}. You can try again.',
  'connecting.failed': 'Connection failed',
  'connecting.retry': 'Try again',
  'connecting.unknownWallet': 'your wallet',
  'walletConnect.scan': 'Scan with your phone',
  'walletConnect.scanHint': 'Open a WalletConnect wallet on your phone and scan this code to connect.',
  'walletConnect.qrLabel': 'QR code to connect with WalletConnect',
  'walletConnect.preparing': 'Preparing the QR code…',
  'walletConnect.copyLink': 'Copy link',
  'walletConnect.copied': 'Link copied',
  'walletConnect.copyFailed': "The link couldn't be copied. Select it below instead.",
  'walletConnect.openIn': 'Open in {wallet}',
  'walletConnect.relayUnreachable': "The connection service couldn't be reached. Check your connection and try again.",
  'walletConnect.basicHint': 'Scan with any WalletConnect wallet. Networks this app does not list are allowed.',
  'account.avatarOf': 'Avatar of {name}',
  'account.balance': 'Balance',
  'account.balanceUnavailable': 'Balance not available',
  'account.copy': 'Copy address',
  'account.copied': 'Copied',
  'account.copiedToast': 'Address copied to the clipboard',
  'account.copyFailed': "Couldn't copy the address. Select it and copy it by hand.",
  'account.disconnect': 'Disconnect',
  'account.network': 'Network: {network}',
  'account.features': 'Wallet features',
  'feature.onramp': 'Buy crypto',
  'feature.swaps': 'Swap',
  'feature.receive': 'Receive',
  'feature.send': 'Send',
  'feature.notAvailable': 'Not available yet',
  'tabs.label': 'Your assets',
  'tabs.tokens': 'Tokens',
  'tabs.nfts': 'NFTs',
  'tabs.activity': 'Activity',
  'tabs.tokensEmpty': 'Token balances need a data service that is not connected to this app yet.',
  'tabs.nftsEmpty': 'NFTs need a data service that is not connected to this app yet.',
  'tabs.activityEmpty': 'Your transaction history needs a data service that is not connected to this app yet.',
  'networks.label': 'Networks',
  'networks.current': 'Current network',
  'networks.unknown': 'Unsupported network ({id})',
  'networks.switching': 'Switching…',
  'switch.switching': 'Switching to {network}',
  'switch.approveInWallet': 'Approve the switch in your wallet.',
  'switch.declined': 'Network switch declined',
  'switch.failed': "Couldn't switch to {network}: {reason}",
  'unsupported.body': "This app doesn't support the network your wallet is on ({network}). Switch to a supported network to continue.",
  'unsupported.choose': 'Supported networks',
  'unsupported.disconnect': 'Disconnect instead',
  'siwx.heading': '{app} wants you to sign in',
  'siwx.body': 'Sign a message in {wallet} to prove you own this wallet. Signing is free and sends no transaction.',
  'siwx.requiredHint': 'Signing in is required here: cancelling disconnects your wallet.',
  'siwx.approveInWallet': 'Approve the signature request in {wallet}.',
  'siwx.sign': 'Sign',
  'siwx.signing': 'Signing…',
  'siwx.cancel': 'Cancel',
  'siwx.thisApp': 'This app',
  'approve.body': 'A transaction is waiting for your approval.',
  'approve.notReady': "Approving transactions here isn't available in this version of the app.",
  'unavailable.body': "This screen isn't available in this version of the app.",
  'toast.region': 'Notifications',
  'alert.dismiss': 'Dismiss',
  'error.generic': 'Something went wrong. Please try again.',
} as const

/** An id of walletport's own UI strings (every locale must translate these). */
export type UiMessageId = keyof typeof UI

/** Spec §8 texts by core key (`error.SIGNATURE_DECLINED`), taken from core MESSAGES, never retyped. */
type ErrorMessages = { readonly [K in MessageKey as `error.${K}`]: string }
/** Alert titles and descriptions by code (`alert.APKT001.title`), taken from core ALERTS. */
type AlertMessages = { readonly [K in AlertCode as `alert.${K}.title` | `alert.${K}.description`]: string }

const ERRORS = Object.fromEntries(Object.entries(MESSAGES).map(([key, text]) => [`error.${key}`, text])) as ErrorMessages
const ALERT_TEXTS = Object.fromEntries(
  Object.values(ALERTS).flatMap((alert) => [
    [`alert.${alert.code}.title`, alert.title],
    [`alert.${alert.code}.description`, alert.description],
  ]),
) as AlertMessages

/** The English catalogue: the default, and the fallback of every other locale. */
export const en: Readonly<Record<UiMessageId, string>> & ErrorMessages & AlertMessages = { ...UI, ...ERRORS, ...ALERT_TEXTS }

/** Any message id of the catalogue. */
export type MessageId = keyof typeof en
