import type { ChainNamespace } from '../network/Network.js'

/** Namespaces the embedded (email/social) wallet serves. */
export const EMBEDDED_WALLET_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']
