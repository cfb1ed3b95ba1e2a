import { unwrapOption, type Address, type ReadonlyUint8Array } from '@solana/kit'
import { AccountState, getMintDecoder, getTokenDecoder } from '@solana-program/token'
import { ACCOUNT_TYPE_OFFSET, isMintData, isTokenAccountData, MINT_SIZE, TOKEN_ACCOUNT_SIZE, TOKEN_PROGRAM_NAMES } from './tokenPrograms.js'
import { uiTokenAmount } from './uiTokenAmount.js'

/** The `data` of a jsonParsed account the real RPC parsed. */
export interface ParsedAccountData {
  readonly program: 'spl-token' | 'spl-token-2022'
  readonly parsed: { readonly type: 'account' | 'mint'; readonly info: Readonly<Record<string, unknown>> }
  readonly space: number
}

const STATES: Readonly<Record<AccountState, string>> = {
  [AccountState.Uninitialized]: 'uninitialized',
  [AccountState.Initialized]: 'initialized',
  [AccountState.Frozen]: 'frozen',
}
/** Token-2022 extensions without state that the parsed form names; others read as unparseable. */
const EXTENSION_NAMES: Readonly<Record<number, string>> = { 7: 'immutableOwner', 9: 'nonTransferable', 13: 'nonTransferableAccount', 15: 'cpiGuard' }

/**
 * An account of the Token or Token-2022 program in the real RPC's jsonParsed shape; undefined
 * for another owner or data it does not parse (multisig, a token account whose mint is unknown),
 * where the RPC answers base64 instead. A token account needs its mint's decimals.
 * @example parseTokenAccountData(TOKEN_PROGRAM_ADDRESS, mintBytes, () => undefined)?.parsed.info.decimals // 6
 */
export function parseTokenAccountData(programAddress: Address, data: ReadonlyUint8Array, decimalsOfMint: (mint: Address) => number | undefined): ParsedAccountData | undefined {
  const program = TOKEN_PROGRAM_NAMES.get(programAddress)
  if (!program) return undefined
  const extensions = program === 'spl-token-2022' ? extensionsOf(data) : []
  const withExtensions = extensions.length > 0 ? { extensions } : {}
  if (isTokenAccountData(data)) {
    const token = getTokenDecoder().decode(data.subarray(0, TOKEN_ACCOUNT_SIZE))
    const nativeReserve = unwrapOption(token.isNative)
    const decimals = nativeReserve === null ? decimalsOfMint(token.mint) : 9
    if (decimals === undefined) return undefined
    const delegate = unwrapOption(token.delegate)
    const closeAuthority = unwrapOption(token.closeAuthority)
    const info = {
      isNative: nativeReserve !== null,
      mint: token.mint,
      owner: token.owner,
      state: STATES[token.state],
      tokenAmount: uiTokenAmount(token.amount, decimals),
      ...(delegate === null ? {} : { delegate, delegatedAmount: uiTokenAmount(token.delegatedAmount, decimals) }),
      ...(nativeReserve === null ? {} : { rentExemptReserve: uiTokenAmount(nativeReserve, decimals) }),
      ...(closeAuthority === null ? {} : { closeAuthority }),
      ...withExtensions,
    }
    return { program, parsed: { type: 'account', info }, space: data.length }
  }
  if (isMintData(data)) {
    const mint = getMintDecoder().decode(data.subarray(0, MINT_SIZE))
    const info = {
      decimals: mint.decimals,
      freezeAuthority: unwrapOption(mint.freezeAuthority),
      isInitialized: mint.isInitialized,
      mintAuthority: unwrapOption(mint.mintAuthority),
      supply: mint.supply.toString(),
      ...withExtensions,
    }
    return { program, parsed: { type: 'mint', info }, space: data.length }
  }
  return undefined
}

/** Token-2022 extensions: type-length-value entries after the account type byte. */
function extensionsOf(data: ReadonlyUint8Array): { readonly extension: string }[] {
  const extensions: { extension: string }[] = []
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  for (let offset = ACCOUNT_TYPE_OFFSET + 1; offset + 4 <= data.length; ) {
    const type = view.getUint16(offset, true)
    if (type === 0) break
    extensions.push({ extension: EXTENSION_NAMES[type] ?? 'unparseableExtension' })
    offset += 4 + view.getUint16(offset + 2, true)
  }
  return extensions
}

