/**
 * `walletport/react`: the provider, hooks and buttons of the initial bundle. The modal (its
 * views, styles and @emotion) is a separate chunk loaded by dynamic import on first open.
 * Nothing here touches `window` or `document` at import time (server rendering is safe).
 */
export { WalletportProvider, type WalletportProviderProps, type WalletportLoader } from './WalletportProvider.js'
export { WalletportModal } from './WalletportModal.js'
export { useWalletport, type UseWalletportResult } from './useWalletport.js'
export { useAccount, type UseAccountResult } from './useAccount.js'
export { useNetwork, type UseNetworkResult } from './useNetwork.js'
export { useWalletInfo, type UseWalletInfoResult } from './useWalletInfo.js'
export { useDisconnect, type UseDisconnectResult } from './useDisconnect.js'
export { useModalState, type UseModalStateResult } from './useModalState.js'
export { useSiwx, type UseSiwxResult } from './useSiwx.js'
export { useLocale, type UseLocaleResult } from './useLocale.js'
export { useExternalState, type ExternalSource } from './useExternalState.js'
export { ConnectButton, type ConnectButtonProps } from './ConnectButton.js'
export { AccountButton } from './AccountButton.js'
export { NetworkButton } from './NetworkButton.js'
export { preloadModal } from './loadModal.js'
export { THEMES, type ThemeVariables } from './theme.js'
export type { MessageId, UiMessageId } from './i18n/en.js'
export type { Language } from './i18n/buttons.js'
