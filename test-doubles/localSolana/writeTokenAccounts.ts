import { lamports, type Address, type EncodedAccount } from '@solana/kit'
import { AccountState, findAssociatedTokenPda, getMintEncoder, getTokenEncoder } from '@solana-program/token'
import type { LiteSVM } from 'litesvm'
import { ACCOUNT_TYPE_ACCOUNT, isMintData, isTokenAccountData, TOKEN_2022_PROGRAM_ADDRESS, TOKEN_PROGRAM_NAMES } from './tokenPrograms.js'

// Token state written straight into the ledger, as a genesis config would: no transaction, no
// fee, no signature, so any mint can be funded whoever its authority is.

const SUPPLY_OFFSET = 36
const AMOUNT_OFFSET = 64
const U64_MAX = 2n ** 64n - 1n
/** What Token-2022's associated token program adds to each account: the ImmutableOwner extension (type 7, no data). */
const IMMUTABLE_OWNER_EXTENSION = [ACCOUNT_TYPE_ACCOUNT, 7, 0, 0, 0]

/** A new mint: its address, decimals, authority (none: a fixed supply) and token program. */
export interface MintSpec {
  readonly address: Address
  readonly decimals: number
  readonly authority: Address | null
  readonly programAddress: Address
}

/**
 * Writes an initialized mint with a zero supply. Throws when an account already lives there.
 * @example writeMint(svm, { address: mint, decimals: 6, authority: null, programAddress: TOKEN_PROGRAM_ADDRESS })
 */
export function writeMint(svm: LiteSVM, spec: MintSpec): void {
  if (!TOKEN_PROGRAM_NAMES.has(spec.programAddress)) throw new Error(`${spec.programAddress} is not a token program`)
  if (svm.getAccount(spec.address).exists) throw new Error(`an account already lives at ${spec.address}`)
  const data = Uint8Array.from(getMintEncoder().encode({ mintAuthority: spec.authority, supply: 0, decimals: spec.decimals, isInitialized: true, freezeAuthority: null }))
  svm.setAccount(rentExemptAccount(svm, spec.address, spec.programAddress, data))
}

/**
 * Adds `amount` to `owner`'s associated token account of `mint` (creating it first, as the
 * associated token program would) and to the mint's supply. Returns the token account's address.
 * @example await mintToOwner(svm, { mint, owner, amount: 1_000_000n })
 */
export async function mintToOwner(svm: LiteSVM, target: { readonly mint: Address; readonly owner: Address; readonly amount: bigint }): Promise<Address> {
  const mintAccount = svm.getAccount(target.mint)
  if (!mintAccount.exists || !TOKEN_PROGRAM_NAMES.has(mintAccount.programAddress) || !isMintData(mintAccount.data)) throw new Error(`no mint at ${target.mint}`)
  if (target.amount < 0n) throw new RangeError('mintTo: the amount is negative')
  const tokenProgram = mintAccount.programAddress
  const [ata] = await findAssociatedTokenPda({ mint: target.mint, owner: target.owner, tokenProgram })
  const existing = svm.getAccount(ata)
  const account = existing.exists && isTokenAccountData(existing.data) ? existing : newTokenAccount(svm, ata, target, tokenProgram)
  svm.setAccount(withU64Added(account, AMOUNT_OFFSET, target.amount))
  svm.setAccount(withU64Added(mintAccount, SUPPLY_OFFSET, target.amount))
  return ata
}

function newTokenAccount(svm: LiteSVM, address: Address, target: { readonly mint: Address; readonly owner: Address }, tokenProgram: Address): EncodedAccount {
  const base = getTokenEncoder().encode({
    mint: target.mint,
    owner: target.owner,
    amount: 0,
    delegate: null,
    state: AccountState.Initialized,
    isNative: null,
    delegatedAmount: 0,
    closeAuthority: null,
  })
  const data = tokenProgram === TOKEN_2022_PROGRAM_ADDRESS ? Uint8Array.from([...base, ...IMMUTABLE_OWNER_EXTENSION]) : Uint8Array.from(base)
  return rentExemptAccount(svm, address, tokenProgram, data)
}

function rentExemptAccount(svm: LiteSVM, address: Address, programAddress: Address, data: Uint8Array): EncodedAccount {
  const space = BigInt(data.length)
  return { address, data, executable: false, lamports: lamports(svm.minimumBalanceForRentExemption(space)), programAddress, space }
}

function withU64Added(account: EncodedAccount, offset: number, amount: bigint): EncodedAccount {
  const data = Uint8Array.from(account.data)
  const view = new DataView(data.buffer)
  const total = view.getBigUint64(offset, true) + amount
  if (total > U64_MAX) throw new RangeError('mintTo: the amount overflows a u64')
  view.setBigUint64(offset, total, true)
  return { ...account, data }
}
