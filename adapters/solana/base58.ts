// Base58 (the Bitcoin alphabet) for addresses and signatures. Small on purpose: kit's codec
// would bring its codecs and error catalogue into the entry's first chunk.
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * The base58 text of `bytes` (leading zero bytes become leading '1's).
 * @example encodeBase58(new Uint8Array(32)) // '11111111111111111111111111111111'
 */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros += 1
  // Base-58 digits, least significant first.
  const digits: number[] = []
  for (let index = zeros; index < bytes.length; index += 1) {
    let carry = bytes[index] ?? 0
    for (let digit = 0; digit < digits.length; digit += 1) {
      carry += (digits[digit] ?? 0) * 256
      digits[digit] = carry % 58
      carry = Math.floor(carry / 58)
    }
    for (; carry > 0; carry = Math.floor(carry / 58)) digits.push(carry % 58)
  }
  return '1'.repeat(zeros) + digits.reverse().map((digit) => ALPHABET[digit]).join('')
}

/**
 * The bytes of a base58 text, or undefined when it holds a character outside the alphabet.
 * @example decodeBase58('11111111111111111111111111111111')?.length // 32
 */
export function decodeBase58(text: string): Uint8Array | undefined {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros += 1
  // Bytes, least significant first.
  const bytes: number[] = []
  for (let index = zeros; index < text.length; index += 1) {
    let carry = ALPHABET.indexOf(text[index] ?? '')
    if (carry < 0) return undefined
    for (let byte = 0; byte < bytes.length; byte += 1) {
      carry += (bytes[byte] ?? 0) * 58
      bytes[byte] = carry % 256
      carry = Math.floor(carry / 256)
    }
    for (; carry > 0; carry = Math.floor(carry / 256)) bytes.push(carry % 256)
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()])
}
