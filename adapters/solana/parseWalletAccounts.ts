import type { WalletAccount } from '@wallet-standard/base'
import * as z from 'zod/mini'
import type { Account } from '../../core/account/Account.js'
import { InvalidWalletResponseError } from '../../core/account/validateAccounts.js'
import { encodeBase58 } from './base58.js'

const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

const accountSchema = z.object({
  address: z.string().check(z.regex(BASE58_ADDRESS)),
  publicKey: z.custom<Uint8Array>((value) => value instanceof Uint8Array && value.length === 32, 'publicKey is not 32 bytes'),
})
const accountsSchema = z.array(accountSchema)

/**
 * A wallet's account list (from `connect`, `accounts` or a `change` event), checked before it
 * is trusted: each account has a 32-byte public key whose base58 form is its address. The
 * wallet's own account objects are returned (features are called with them); a malformed
 * list throws InvalidWalletResponseError.
 * @example parseWalletAccounts(wallet.accounts).map((account) => account.address)
 */
export function parseWalletAccounts(value: unknown): readonly WalletAccount[] {
  const parsed = accountsSchema.safeParse(value)
  if (!parsed.success) throw new InvalidWalletResponseError('malformed account', { issue: parsed.error.issues[0]?.message })
  for (const account of parsed.data) {
    if (encodeBase58(account.publicKey) !== account.address) {
      throw new InvalidWalletResponseError('malformed account', { address: account.address, issue: 'the address is not the public key' })
    }
  }
  return value as readonly WalletAccount[]
}

/**
 * The port's accounts of a checked Wallet Standard account list.
 * @example toPortAccounts(parseWalletAccounts(wallet.accounts))[0]?.namespace // 'solana'
 */
export function toPortAccounts(accounts: readonly WalletAccount[]): readonly Account[] {
  return accounts.map((account) => ({ namespace: 'solana', address: account.address, type: 'eoa' }))
}
