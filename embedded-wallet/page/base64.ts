/**
 * Bytes to standard base64 (the contract's encoding of keys, ciphertexts and ivs).
 * @example bytesToBase64(new Uint8Array([1, 2])) // 'AQI='
 */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * Standard base64 to bytes; throws on anything that is not base64.
 * @example base64ToBytes('AQI=') // Uint8Array [1, 2]
 */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}
