import type { ChainNamespace } from '../network/Network.js'
import { EMBEDDED_WALLET_NAMESPACES } from './embeddedWalletNamespaces.js'

// The namespaces have a module of their own: the instance reads them at start, and a module lands in the page's initial code whole.
export { EMBEDDED_WALLET_NAMESPACES }

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
