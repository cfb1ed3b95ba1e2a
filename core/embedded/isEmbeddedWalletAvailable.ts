import type { ChainNamespace } from '../network/Network.js'

/** Namespaces the embedded (email/social) wallet serves. */
export const EMBEDDED_WALLET_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

/**
 * An embedded wallet exists only if the chain supports it, a
 * projectId is set, and the email feature or at least one social is enabled.
 */
export function isEmbeddedWalletAvailable(params: {
  readonly namespace: ChainNamespace
  readonly projectId: string | undefined
  readonly email: boolean
  readonly socials: false | readonly string[]
}): boolean {
  const hasSocial = params.socials !== false && params.socials.length > 0
  return (
    EMBEDDED_WALLET_NAMESPACES.includes(params.namespace) &&
    Boolean(params.projectId) &&
    (params.email || hasSocial)
  )
}
