import type { Address } from '@solana/kit'
import * as z from 'zod/mini'
import { encodeAccount, type AccountEncodingOptions } from './encodeAccount.js'
import type { LocalSolanaLedger } from './LocalSolanaLedger.js'
import { withContext } from './rpcContext.js'
import { rpcMethod, type JsonRpcMethods } from './rpcMethod.js'
import { RPC_ERROR_CODES, SolanaRpcError } from './SolanaRpcError.js'
import { accountConfig, addressParam, commitmentConfig } from './solanaRpcParams.js'
import { isMintData, isTokenAccountData, mintOfTokenAccount, ownerOfTokenAccount, TOKEN_PROGRAM_NAMES } from './tokenPrograms.js'

/** The real RPC's limit on getMultipleAccounts. */
const MAX_MULTIPLE_ACCOUNTS = 100
/** Where a mint keeps its decimals. */
const MINT_DECIMALS_OFFSET = 44

type AccountConfig = z.infer<typeof accountConfig>

/**
 * The account reads: getBalance, getAccountInfo, getMultipleAccounts, getTokenAccountsByOwner
 * (Token and Token-2022, filtered by mint or by program).
 * @example accountMethods(ledger).getBalance([owner]) // { context: { slot, apiVersion }, value: 1_000_000_000n }
 */
export function accountMethods(ledger: LocalSolanaLedger): JsonRpcMethods {
  const encodingOf = (config: AccountConfig): AccountEncodingOptions => ({ encoding: config?.encoding, dataSlice: config?.dataSlice, decimalsOfMint: (mint) => decimalsOfMint(ledger, mint) })
  const accountAt = (address: Address, config: AccountConfig) => {
    const account = ledger.svm.getAccount(address)
    return account.exists ? encodeAccount(account, encodingOf(config)) : null
  }
  return {
    getBalance: rpcMethod(z.tuple([addressParam, commitmentConfig]), ([address]) => withContext(ledger, ledger.svm.getBalance(address) ?? 0n)),
    getAccountInfo: rpcMethod(z.tuple([addressParam, accountConfig]), ([address, config]) => withContext(ledger, accountAt(address, config))),
    getMultipleAccounts: rpcMethod(z.tuple([z.array(addressParam).check(z.maxLength(MAX_MULTIPLE_ACCOUNTS)), accountConfig]), ([addresses, config]) =>
      withContext(
        ledger,
        addresses.map((address) => accountAt(address, config)),
      ),
    ),
    getTokenAccountsByOwner: rpcMethod(
      z.tuple([addressParam, z.union([z.object({ mint: addressParam }), z.object({ programId: addressParam })]), accountConfig]),
      ([owner, filter, config]) => {
        const program = 'mint' in filter ? programOfMint(ledger, filter.mint) : filter.programId
        if (!TOKEN_PROGRAM_NAMES.has(program)) throw new SolanaRpcError(RPC_ERROR_CODES.invalidParams, 'Invalid param: unrecognized Token program id')
        const accounts = ledger.svm
          .getProgramAccounts(program)
          .filter((account) => isTokenAccountData(account.data) && ownerOfTokenAccount(account.data) === owner && (!('mint' in filter) || mintOfTokenAccount(account.data) === filter.mint))
          .map((account) => ({ pubkey: account.address, account: encodeAccount(account, encodingOf(config)) }))
        return withContext(ledger, accounts)
      },
    ),
  }
}

function programOfMint(ledger: LocalSolanaLedger, mint: Address): Address {
  const account = ledger.svm.getAccount(mint)
  if (!account.exists || !TOKEN_PROGRAM_NAMES.has(account.programAddress) || !isMintData(account.data)) {
    throw new SolanaRpcError(RPC_ERROR_CODES.invalidParams, 'Invalid param: could not find mint')
  }
  return account.programAddress
}

/** A mint's decimals, or undefined when no mint lives at that address. */
function decimalsOfMint(ledger: LocalSolanaLedger, mint: Address): number | undefined {
  const account = ledger.svm.getAccount(mint)
  return account.exists && TOKEN_PROGRAM_NAMES.has(account.programAddress) && isMintData(account.data) ? account.data[MINT_DECIMALS_OFFSET] : undefined
}
