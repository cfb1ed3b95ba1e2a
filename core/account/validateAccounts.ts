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
