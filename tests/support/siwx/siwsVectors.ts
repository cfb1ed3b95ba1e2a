/**
 * The Sign In With Solana signature vector (seed, address, signIn input, message, signature)
 * and its refusals, read at test time from the shared folder, unchanged and never copied here.
 */
import { readFileSync } from 'node:fs'
import type { SignInInput } from '../../../ports/ChainAdapter.js'

/** `vector.json`: one key, the input a site sends, the text the wallet builds and its signature. */
export interface SiwsVector {
  readonly seedHex: string
  readonly address: string
  /** As a wallet receives it: `chainId` is the cluster name ('mainnet'). */
  readonly input: SignInInput
  readonly message: string
  readonly signatureHex: string
}

/** One case of `negative.json`: a text and signature that must be refused, and why. */
export interface SiwsNegativeCase {
  readonly what: string
  readonly message: string
  readonly signatureHex: string
  readonly refused: string
}

function readJson<T>(file: string): T {
  const url = new URL(`../../../../shared/conformance/siws/${file}`, import.meta.url)
  return JSON.parse(readFileSync(url, 'utf8')) as T
}

/** Reads `vector.json` as it is. */
export function readSiwsVector(): SiwsVector {
  return readJson<SiwsVector>('vector.json')
}

/** Reads `negative.json` as it is. */
export function readSiwsNegativeCases(): readonly SiwsNegativeCase[] {
  return readJson<SiwsNegativeCase[]>('negative.json')
}
