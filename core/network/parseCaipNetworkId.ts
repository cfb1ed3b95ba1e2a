import { CHAIN_NAMESPACES, type CaipNetworkId, type ChainNamespace } from './Network.js'

/** The two parts of a CAIP-2 network id. */
export interface CaipNetworkIdParts {
  readonly namespace: ChainNamespace
  /** The chain reference: `1` for Ethereum, the genesis-hash prefix for Solana. */
  readonly reference: string
  readonly caipNetworkId: CaipNetworkId
}

// CAIP-2 reference grammar; it also rules out whitespace and further colons.
const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/

/** True when `namespace` is one of walletport's known CAIP-2 namespaces (exact, lowercase). */
export function isKnownNamespace(namespace: string): namespace is ChainNamespace {
  return (CHAIN_NAMESPACES as readonly string[]).includes(namespace)
}

/**
 * Splits `namespace:reference` (two non-empty parts, known namespace).
 * The reference must follow the CAIP-2 grammar `[-_a-zA-Z0-9]{1,32}`.
 * Returns undefined for anything else, never throws.
 * @example parseCaipNetworkId('eip155:137') // { namespace: 'eip155', reference: '137', caipNetworkId: 'eip155:137' }
 */
export function parseCaipNetworkId(value: unknown): CaipNetworkIdParts | undefined {
  if (typeof value !== 'string') return undefined
  const parts = value.split(':')
  if (parts.length !== 2) return undefined
  const [namespace, reference] = parts as [string, string]
  if (!isKnownNamespace(namespace) || !REFERENCE.test(reference)) return undefined
  return { namespace, reference, caipNetworkId: `${namespace}:${reference}` }
}
