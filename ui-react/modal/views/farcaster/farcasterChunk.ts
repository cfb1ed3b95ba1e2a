/**
 * The lazy chunk of Sign In With Farcaster: loaded only when ConnectingFarcaster opens (the
 * Farcaster button shows only where socials including farcaster are on). Its QR encoder rides along.
 */
export { ConnectingFarcasterView } from './ConnectingFarcasterView.js'
