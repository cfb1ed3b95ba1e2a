/** `transfer(address,uint256)`'s selector: the first 4 bytes of its keccak-256. */
export const ERC20_TRANSFER_SELECTOR = '0xa9059cbb'

const UINT256_MAX = 2n ** 256n - 1n

/**
 * The calldata of an ERC-20 `transfer(to, amount)`: the selector, then each argument as one
 * 32-byte word (the address left-padded, the amount big-endian). Written by hand so the core
 * needs no ABI library. Throws a RangeError for an address that is not 20 bytes of hex or an
 * amount outside uint256.
 * @example encodeErc20Transfer('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1n) // '0xa9059cbb000…79c8000…01'
 */
export function encodeErc20Transfer(to: string, amount: bigint): string {
  if (!/^0x[0-9a-fA-F]{40}$/.test(to)) throw new RangeError(`encodeErc20Transfer: ${to} is not a 20-byte address`)
  if (amount < 0n || amount > UINT256_MAX) throw new RangeError('encodeErc20Transfer: the amount is outside uint256')
  return `${ERC20_TRANSFER_SELECTOR}${word(to.slice(2).toLowerCase())}${word(amount.toString(16))}`
}

function word(hex: string): string {
  return hex.padStart(64, '0')
}
