import { getAddress } from 'viem'
import { InvalidWalletResponseError } from '../../core/account/validateAccounts.js'
import type { SignInInput } from '../../ports/ChainAdapter.js'

/** A CACAO (CAIP-74) as sign-client hands it over: header, payload, signature. */
export interface Cacao {
  readonly h: { readonly t: string }
  readonly p: { readonly iss: string; readonly domain: string; readonly nonce: string; readonly [field: string]: unknown }
  readonly s: { readonly t: string; readonly s: string; readonly m?: string }
}

/** What a one-click sign-in (`wc_sessionAuthenticate`) left: the EIP-4361 text, its signature, its CACAO. */
export interface WalletConnectAuthentication {
  readonly address: string
  /** CAIP-2 chain id the CACAO's `iss` names. */
  readonly chainId: string
  readonly message: string
  readonly signature: string
  readonly cacao: Cacao
}

/** The parts of a sign-in message a one-click request carries (the account is the wallet's to say). */
export type WalletConnectAuthRequest = Omit<SignInInput, 'address' | 'chainId'>

const DID_PKH = /^did:pkh:(eip155:\d+):(0x[0-9a-fA-F]{40})$/

/**
 * Reads one CACAO of an authenticate answer: its issuer (did:pkh) as account and chain, and its
 * EIP-4361 text rebuilt from the payload by `format` (sign-client's formatAuthMessage).
 * Throws InvalidWalletResponseError for a CACAO that is not an eip155 CAIP-122 one.
 */
export function readCacao(cacao: unknown, format: (payload: Cacao['p'], iss: string) => string): WalletConnectAuthentication {
  const candidate = cacao as Partial<Cacao> | undefined
  const iss = typeof candidate?.p?.iss === 'string' ? DID_PKH.exec(candidate.p.iss) : null
  if (!candidate?.p || !candidate.s || typeof candidate.s.s !== 'string' || !iss) throw new InvalidWalletResponseError('CACAO')
  const [, chainId, address] = iss as unknown as [string, string, string]
  let message: string
  try {
    message = format(candidate.p, candidate.p.iss)
  } catch (error) {
    // The payload lacks what an EIP-4361 text needs (sign-client's formatter throws a plain Error).
    throw new InvalidWalletResponseError('CACAO payload', { problem: error instanceof Error ? error.message : String(error) })
  }
  return { address: getAddress(address), chainId, message, signature: candidate.s.s, cacao: candidate as Cacao }
}
