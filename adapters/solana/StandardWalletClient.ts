import type { SolanaSignInInput } from '@solana/wallet-standard-features'
import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import * as z from 'zod/mini'
import { InvalidWalletResponseError } from '../../core/account/validateAccounts.js'
import { UnsupportedProviderMethodError } from '../../core/errors/walletErrors.js'
import { parseWalletAccounts } from './parseWalletAccounts.js'
import type { SolanaStandardWallet } from './parseStandardWallet.js'

/** The Wallet Standard features the adapter calls. */
export type StandardFeature =
  | 'standard:connect'
  | 'standard:disconnect'
  | 'standard:events'
  | 'solana:signMessage'
  | 'solana:signIn'
  | 'solana:signTransaction'
  | 'solana:signAndSendTransaction'

/** What a `change` event said, unchecked: the adapter parses what it uses. */
export interface StandardWalletChange {
  readonly accounts?: unknown
  readonly chains?: unknown
}

/** A one-step sign-in's answer, checked: the account, the exact bytes signed and the signature. */
export interface StandardSignInOutput {
  readonly account: WalletAccount
  readonly signedMessage: Uint8Array
  readonly signature: Uint8Array
}

type Method = (...args: never[]) => unknown

const bytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array)
const signatureBytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array && value.length === 64, 'signature is not 64 bytes')
const connectOutput = z.object({ accounts: z.unknown() })
const signMessageOutput = z.tuple([z.object({ signedMessage: bytes, signature: signatureBytes })])
const signInOutput = z.tuple([z.object({ account: z.unknown(), signedMessage: bytes, signature: signatureBytes })])
const signTransactionOutput = z.tuple([z.object({ signedTransaction: bytes })])
const signAndSendOutput = z.tuple([z.object({ signature: signatureBytes })])
const chainsSchema = z.array(z.string())

/**
 * The calls the adapter makes to one Wallet Standard wallet, with every answer checked before it
 * is trusted (accounts by parseWalletAccounts, outputs by shape; a wrong answer is
 * InvalidWalletResponseError). A missing feature is UnsupportedProviderMethodError. Errors the
 * wallet throws pass through untouched: the adapter maps them.
 * @example const accounts = await new StandardWalletClient(wallet).connect({ silent: true })
 */
export class StandardWalletClient {
  readonly wallet: SolanaStandardWallet

  constructor(wallet: SolanaStandardWallet) {
    this.wallet = wallet
  }

  /** Whether the wallet offers `feature` with its method. */
  has(feature: StandardFeature): boolean {
    return this.#method(feature) !== undefined
  }

  /**
   * Whether the feature that will sign a transaction (signAndSend when offered, else sign)
   * takes version 0 transactions; legacy ones every wallet takes.
   */
  takesVersionedTransactions(): boolean {
    const feature = this.has('solana:signAndSendTransaction') ? 'solana:signAndSendTransaction' : 'solana:signTransaction'
    const value: unknown = (this.wallet.features as Record<string, unknown>)[feature]
    const versions = isRecord(value) ? value.supportedTransactionVersions : undefined
    return Array.isArray(versions) && versions.includes(0)
  }

  /** The chains the wallet says it serves now (Wallet Standard ids or CAIP-2). */
  chains(): readonly string[] {
    const parsed = chainsSchema.safeParse(this.wallet.chains)
    return parsed.success ? parsed.data : []
  }

  /** The accounts the wallet already exposes to the site (authorized earlier), checked. */
  accounts(): readonly WalletAccount[] {
    return parseWalletAccounts(this.wallet.accounts)
  }

  /** `standard:connect`; `silent` asks without prompting. Resolves the checked accounts. */
  async connect(input: { readonly silent?: boolean } = {}): Promise<readonly WalletAccount[]> {
    const output = await this.#call('standard:connect', input.silent ? [{ silent: true }] : [])
    return parseWalletAccounts(this.#parse(connectOutput, output).accounts)
  }

  /** `standard:disconnect`, when the wallet has it (resolves at once otherwise). */
  async disconnect(): Promise<void> {
    if (this.has('standard:disconnect')) await this.#call('standard:disconnect', [])
  }

  /** Follows the wallet's `change` events; returns the function that stops. */
  onChange(listener: (change: StandardWalletChange) => void): () => void {
    const on = this.#require('standard:events') as (event: 'change', handler: (change: unknown) => void) => unknown
    const off = on('change', (change) => listener(isRecord(change) ? change : {}))
    return typeof off === 'function' ? () => void off() : () => undefined
  }

  /** `solana:signMessage` of `message` by `account`: the bytes the wallet signed and the signature. */
  async signMessage(account: WalletAccount, message: Uint8Array): Promise<{ readonly signedMessage: Uint8Array; readonly signature: Uint8Array }> {
    const [output] = this.#parse(signMessageOutput, await this.#call('solana:signMessage', [{ account, message }]))
    return output
  }

  /** `solana:signIn` with a Sign In With Solana input; the answer's account is checked too. */
  async signIn(input: SolanaSignInInput): Promise<StandardSignInOutput> {
    const [output] = this.#parse(signInOutput, await this.#call('solana:signIn', [input]))
    const [account] = parseWalletAccounts([output.account])
    if (!account) throw new InvalidWalletResponseError('no account in the sign-in answer')
    return { account, signedMessage: output.signedMessage, signature: output.signature }
  }

  /** `solana:signTransaction`: the signed wire transaction. */
  async signTransaction(account: WalletAccount, transaction: Uint8Array, chain: IdentifierString): Promise<Uint8Array> {
    const [output] = this.#parse(signTransactionOutput, await this.#call('solana:signTransaction', [{ account, transaction, chain }]))
    return output.signedTransaction
  }

  /** `solana:signAndSendTransaction`: the transaction's signature (64 bytes). */
  async signAndSendTransaction(account: WalletAccount, transaction: Uint8Array, chain: IdentifierString): Promise<Uint8Array> {
    const [output] = this.#parse(signAndSendOutput, await this.#call('solana:signAndSendTransaction', [{ account, transaction, chain, options: { preflightCommitment: 'confirmed' } }]))
    return output.signature
  }

  #method(feature: StandardFeature): Method | undefined {
    const value: unknown = (this.wallet.features as Record<string, unknown>)[feature]
    if (!isRecord(value)) return undefined
    const name = feature.slice(feature.indexOf(':') + 1)
    const method = value[name === 'events' ? 'on' : name]
    return typeof method === 'function' ? (method.bind(value) as Method) : undefined
  }

  #require(feature: StandardFeature): Method {
    const method = this.#method(feature)
    if (!method) throw new UnsupportedProviderMethodError({ details: { feature, wallet: this.wallet.name } })
    return method
  }

  async #call(feature: StandardFeature, args: readonly unknown[]): Promise<unknown> {
    return await (this.#require(feature) as (...input: readonly unknown[]) => unknown)(...args)
  }

  #parse<T>(schema: z.ZodMiniType<T>, value: unknown): T {
    const parsed = schema.safeParse(value)
    if (!parsed.success) throw new InvalidWalletResponseError('malformed answer', { issue: parsed.error.issues[0]?.message })
    return parsed.data
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
