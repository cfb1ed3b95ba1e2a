/**
 * `walletport/react`: React bindings. For now one hook over any walletport
 * observable state (the modal and the full hook set come with the UI work).
 */
export { useWalletportState } from './useWalletportState.js'
