import { hexToBytes, type Hex } from 'viem'

/**
 * The message as text when it decodes as UTF-8 without control characters (tabs and newlines
 * allowed), else its hex: a bidi override could make shown text read differently from what is signed.
 * @example readableMessage('0x68c3a9') // 'hé'
 */
export function readableMessage(message: Hex): string {
  try {
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
    if (decoded.length > 0 && !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/.test(decoded)) return decoded
  } catch {
    // Not UTF-8: shown as hex below.
  }
  return message
}
