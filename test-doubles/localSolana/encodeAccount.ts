import { getBase58Decoder, getBase64Decoder, type Address, type EncodedAccount } from '@solana/kit'
import { parseTokenAccountData, type ParsedAccountData } from './parseTokenAccountData.js'

/** The account encodings the local RPC writes (zstd is not offered). */
export type AccountEncoding = 'base58' | 'base64' | 'jsonParsed'

/** How to write an account's data. */
export interface AccountEncodingOptions {
  /** Default: the legacy binary form, a bare base58 string. */
  readonly encoding?: AccountEncoding | undefined
  readonly dataSlice?: { readonly offset: number; readonly length: number } | undefined
  /** For jsonParsed token accounts: the decimals of a mint (undefined when it does not exist). */
  readonly decimalsOfMint: (mint: Address) => number | undefined
}

/** An account as the real RPC answers it. */
export interface RpcAccount {
  readonly data: string | readonly [string, 'base58' | 'base64'] | ParsedAccountData
  readonly executable: boolean
  readonly lamports: bigint
  readonly owner: Address
  readonly rentEpoch: bigint
  readonly space: bigint
}

/** Every account here is rent-exempt, which the RPC reports as rent epoch u64::MAX. */
const RENT_EXEMPT_EPOCH = 18_446_744_073_709_551_615n

/**
 * `account` in the RPC's shape for `getAccountInfo`, `getMultipleAccounts` and
 * `getTokenAccountsByOwner`; jsonParsed falls back to base64 for data it does not parse, as the RPC does.
 * @example encodeAccount(account, { encoding: 'base64', decimalsOfMint }).data // ['AQID', 'base64']
 */
export function encodeAccount(account: EncodedAccount, options: AccountEncodingOptions): RpcAccount {
  return {
    data: encodeData(account, options),
    executable: account.executable,
    lamports: account.lamports,
    owner: account.programAddress,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: account.space,
  }
}

function encodeData(account: EncodedAccount, options: AccountEncodingOptions): RpcAccount['data'] {
  if (options.encoding === 'jsonParsed') {
    const parsed = parseTokenAccountData(account.programAddress, account.data, options.decimalsOfMint)
    if (parsed) return parsed
  }
  const slice = options.dataSlice ? account.data.subarray(options.dataSlice.offset, options.dataSlice.offset + options.dataSlice.length) : account.data
  if (options.encoding === undefined) return getBase58Decoder().decode(slice)
  if (options.encoding === 'base58') return [getBase58Decoder().decode(slice), 'base58']
  return [getBase64Decoder().decode(slice), 'base64']
}
