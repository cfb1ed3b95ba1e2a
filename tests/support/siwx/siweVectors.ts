/**
 * The public SIWE conformance vectors (spruceid/siwe test suite), read at test time
 * from the shared folder, unchanged and never copied into this repository.
 */
import { readFileSync } from 'node:fs'
import type { SiwxMessageData } from '../../../core/siwx/Siwx.js'

/** The vector files of `../shared/conformance/siwe/`. */
export type SiweVectorFile =
  | 'parsing_positive'
  | 'parsing_negative'
  | 'parsing_negative_objects'
  | 'verification_positive'
  | 'verification_negative'
  | 'eip1271'

/** The EIP-4361 fields as the vectors spell them (address, numeric chainId, scheme or null). */
export interface SiweVectorFields {
  readonly scheme?: string | null
  readonly domain?: string
  readonly address?: string
  readonly statement?: string
  readonly uri?: string
  readonly version?: string
  readonly chainId?: number | string
  readonly nonce?: string
  readonly issuedAt?: string
  readonly expirationTime?: string
  readonly notBefore?: string
  readonly requestId?: string
  readonly resources?: readonly string[]
}

/** A verification case: the fields, the signature, and what the verifier is told. */
export interface SiweVerificationVector extends SiweVectorFields {
  readonly signature: string
  readonly time?: string
  readonly domainBinding?: string
  readonly matchNonce?: string
}

/** Reads one vector file as it is. */
export function readSiweVectors<T>(file: SiweVectorFile): Readonly<Record<string, T>> {
  const url = new URL(`../../../../shared/conformance/siwe/${file}.json`, import.meta.url)
  return JSON.parse(readFileSync(url, 'utf8')) as Readonly<Record<string, T>>
}

/** The vector fields in walletport's shape (CAIP-2 chain id, `accountAddress`); absent stays absent. */
export function toMessageData(fields: SiweVectorFields): SiwxMessageData {
  const entries = {
    scheme: fields.scheme ?? undefined,
    domain: fields.domain,
    accountAddress: fields.address,
    chainId: fields.chainId === undefined ? undefined : `eip155:${fields.chainId}`,
    uri: fields.uri,
    version: fields.version,
    nonce: fields.nonce,
    issuedAt: fields.issuedAt,
    expirationTime: fields.expirationTime,
    notBefore: fields.notBefore,
    requestId: fields.requestId,
    statement: fields.statement,
    resources: fields.resources,
  }
  // Vectors leave fields out on purpose ("missing nonce"): they must stay out, not become undefined values.
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)) as unknown as SiwxMessageData
}
