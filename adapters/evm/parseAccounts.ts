import { getAddress, isAddress } from 'viem'
import { InvalidWalletResponseError } from '../../core/account/validateAccounts.js'
import type { Account } from '../../core/account/Account.js'
import { describeWalletValue } from './describeWalletValue.js'

/**
 * A wallet's account list (`eth_accounts`, `eth_requestAccounts`, `accountsChanged`) as
 * checksummed eoa accounts. Anything else — not an array, a malformed address, a mixed-case
 * address whose EIP-55 checksum is wrong — throws InvalidWalletResponseError: a wallet
 * answering garbage is not trusted in part. An empty list stays empty.
 * @example parseAccounts(['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'])[0]?.address // '0xf39Fd6e5…'
 */
export function parseAccounts(value: unknown): readonly Account[] {
  if (!Array.isArray(value)) throw new InvalidWalletResponseError('accounts are not a list', { accounts: describeWalletValue(value) })
  return value.map((address: unknown): Account => {
    if (typeof address !== 'string' || !isWalletAddress(address)) {
      throw new InvalidWalletResponseError('malformed account address', { address: describeWalletValue(address) })
    }
    return { namespace: 'eip155', address: getAddress(address), type: 'eoa' }
  })
}

/**
 * A 0x address a wallet may send: 40 hex digits, and EIP-55's rule — an all-lower or all-upper
 * address claims no checksum; a mixed-case one must match it.
 * @example isWalletAddress('0xF39fd6e51aad88F6F4ce6aB8827279cffFb92266') // false: a wrong checksum
 */
export function isWalletAddress(address: string): boolean {
  return isAddress(address, { strict: claimsChecksum(address) })
}

function claimsChecksum(address: string): boolean {
  const hex = address.slice(2)
  return hex !== hex.toLowerCase() && hex !== hex.toUpperCase()
}
