import { address, getAddressDecoder, type Address, type ReadonlyUint8Array } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'

/** The Token-2022 program (@solana-program/token covers the original one only). */
export const TOKEN_2022_PROGRAM_ADDRESS: Address = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')

/** The `program` name the real RPC's jsonParsed answers give each token program. */
export const TOKEN_PROGRAM_NAMES: ReadonlyMap<string, 'spl-token' | 'spl-token-2022'> = new Map([
  [TOKEN_PROGRAM_ADDRESS, 'spl-token'],
  [TOKEN_2022_PROGRAM_ADDRESS, 'spl-token-2022'],
])

/** Bytes of a token account and of a mint, without extensions (both programs). */
export const TOKEN_ACCOUNT_SIZE = 165
export const MINT_SIZE = 82
/** Token-2022: the byte after the base account telling a mint (1) from an account (2) once extensions follow. */
export const ACCOUNT_TYPE_OFFSET = 165
export const ACCOUNT_TYPE_MINT = 1
export const ACCOUNT_TYPE_ACCOUNT = 2

/** Whether `data` (owned by a token program) is a token account rather than a mint or multisig. */
export function isTokenAccountData(data: ReadonlyUint8Array): boolean {
  return data.length === TOKEN_ACCOUNT_SIZE || (data.length > TOKEN_ACCOUNT_SIZE && data[ACCOUNT_TYPE_OFFSET] === ACCOUNT_TYPE_ACCOUNT)
}

/** Whether `data` (owned by a token program) is a mint. */
export function isMintData(data: ReadonlyUint8Array): boolean {
  return data.length === MINT_SIZE || (data.length > TOKEN_ACCOUNT_SIZE && data[ACCOUNT_TYPE_OFFSET] === ACCOUNT_TYPE_MINT)
}

/** The mint address a token account's data names (its first 32 bytes). */
export function mintOfTokenAccount(data: ReadonlyUint8Array): Address {
  return getAddressDecoder().decode(data.subarray(0, 32))
}

/** The owner address a token account's data names (bytes 32 to 64). */
export function ownerOfTokenAccount(data: ReadonlyUint8Array): Address {
  return getAddressDecoder().decode(data.subarray(32, 64))
}
