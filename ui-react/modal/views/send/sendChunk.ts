/**
 * The lazy chunk of Send: loaded only with `features.send` on, when WalletSend or its preview
 * first opens (`lazyWalletSendViews.tsx`). One module, so one chunk.
 */
export { WalletSendViews } from './WalletSendViews.js'
