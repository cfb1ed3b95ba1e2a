/** EVM addresses (and CAIP ids holding one) compare case-insensitively; others exactly. */
export function addressKey(address: string): string {
  return /(^|:)0x[0-9a-fA-F]+$/.test(address) ? address.toLowerCase() : address
}

/** The address part of a CAIP-10 id, as a key. */
export function lastSegment(caip: string): string {
  return addressKey(caip.slice(caip.lastIndexOf(':') + 1))
}
