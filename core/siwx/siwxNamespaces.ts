import type { ChainNamespace } from '../network/Network.js'
import type { SiwxVerifier } from '../../ports/SiwxVerifier.js'

/** What CAIP-122 fixes per namespace: the account word of the first line and the two formats. */
export interface SiwxNamespaceRules {
  /** `… wants you to sign in with your {label} account:` */
  readonly label: string
  /** The `Chain ID:` line: the CAIP-2 reference (solana, CAIP-30: the genesis hash's first 32 base58 characters). */
  readonly reference: RegExp
  /** The address format (EVM: hex with 0x; the EIP-55 checksum comes from a verifier). */
  readonly address: RegExp
}

/** The namespaces walletport signs in with: eip155 is exactly EIP-4361; solana follows CAIP-122. */
export const SIWX_NAMESPACES: Readonly<Partial<Record<ChainNamespace, SiwxNamespaceRules>>> = {
  eip155: { label: 'Ethereum', reference: /^[1-9][0-9]{0,31}$/, address: /^0x[0-9a-fA-F]{40}$/ },
  solana: { label: 'Solana', reference: /^[1-9A-HJ-NP-Za-km-z]{32}$/, address: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/ },
}

/** A stricter per-namespace address rule, e.g. the EIP-55 checksum of an EVM verifier. */
export type SiwxAddressRule = (namespace: ChainNamespace, address: string) => boolean

/**
 * The CAIP-2 id that a chain name in a wallet-built message stands for (Sign In With Solana
 * writes `Chain ID: mainnet`), or undefined when `name` is no such alias of the namespace.
 */
export type SiwxChainAliasRule = (namespace: ChainNamespace, name: string) => string | undefined

/** The namespace whose account word is `label` ('Ethereum' → eip155), if any. */
export function siwxNamespaceOfLabel(label: string): ChainNamespace | undefined {
  const entry = Object.entries(SIWX_NAMESPACES).find(([, rules]) => rules.label === label)
  return entry?.[0] as ChainNamespace | undefined
}

/** The address rule of a verifier list: each namespace's verifier decides; without one, the format rule alone. */
export function addressRuleOf(verifiers: readonly SiwxVerifier[]): SiwxAddressRule {
  return (namespace, address) => {
    const verifier = verifiers.find((candidate) => candidate.namespace === namespace)
    return verifier ? verifier.isAddress(address) : true
  }
}

/** The chain-alias rule of a verifier list: each namespace's verifier knows its aliases (solana: the cluster names). */
export function chainAliasRuleOf(verifiers: readonly SiwxVerifier[]): SiwxChainAliasRule {
  return (namespace, name) => verifiers.find((candidate) => candidate.namespace === namespace)?.chainIdOfAlias?.(name)
}
