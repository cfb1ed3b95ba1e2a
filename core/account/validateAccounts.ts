import { BaseError } from '../errors/BaseError.js'
import type { Account } from './Account.js'
import type { ChainNamespace } from '../network/Network.js'
import { isEvmAddress } from './isEvmAddress.js'
import { isSolanaAddress } from './isSolanaAddress.js'

/** Thrown when a wallet answers with accounts the core cannot trust. */
export class InvalidWalletResponseError extends BaseError {
  override name = 'InvalidWalletResponseError'
  constructor(reason: string, details: Readonly<Record<string, unknown>> = {}) {
    super(`The wallet returned an invalid response: ${reason}`, { category: 'WALLET_ERROR', details })
  }
}

const addressCheck: Partial<Record<ChainNamespace, (value: unknown) => boolean>> = {
  eip155: isEvmAddress,
  solana: isSolanaAddress,
}

/** Checks a wallet's accounts before the core trusts them; throws a typed error otherwise. */
export function validateAccounts(namespace: ChainNamespace, accounts: readonly Account[]): readonly Account[] {
  if (accounts.length === 0) throw new InvalidWalletResponseError('no accounts', { namespace })
  const check = addressCheck[namespace]
  for (const account of accounts) {
    if (account.namespace !== namespace || (check && !check(account.address))) {
      throw new InvalidWalletResponseError('malformed account address', { namespace, address: account.address })
    }
  }
  return accounts
}

/** A CAIP-2 reference (`[-_a-zA-Z0-9]{1,32}`); on eip155 a chain id, a positive safe integer. */
const CHAIN_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/

/**
 * Checks the chain a wallet says it is on before the core makes a network of it: a chain id of
 * `namespace` (not `foo`, not another namespace's id); throws InvalidWalletResponseError otherwise.
 * @example validateChainId('eip155', 1) // 1
 */
export function validateChainId(namespace: ChainNamespace, chainId: number | string): number | string {
  const valid = namespace === 'eip155' ? /^[1-9][0-9]*$/.test(String(chainId)) && Number.isSafeInteger(Number(chainId)) : CHAIN_REFERENCE.test(String(chainId))
  if (!valid) throw new InvalidWalletResponseError('chain id is not a chain of the namespace', { namespace, chainId })
  return chainId
}
