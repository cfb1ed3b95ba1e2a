const FNV_OFFSET = 0x811c9dc5
const FNV_PRIME = 0x01000193

/**
 * `bytes` bytes of lowercase hex derived from `input` (FNV-1a per 4-byte block, then a final
 * avalanche). Deterministic and well spread, NOT cryptographic: for fake signatures and hashes.
 * @example fakeHex('hello', 32) // 64 hex characters, always the same for 'hello'
 */
export function fakeHex(input: string, bytes: number): string {
  let out = ''
  for (let block = 0; out.length < bytes * 2; block += 1) {
    let hash = FNV_OFFSET
    const text = `${input}#${block}`
    for (let index = 0; index < text.length; index += 1) {
      hash ^= text.charCodeAt(index)
      hash = Math.imul(hash, FNV_PRIME)
    }
    // murmur3's fmix32, so that inputs differing in one character differ everywhere.
    hash ^= hash >>> 16
    hash = Math.imul(hash, 0x85ebca6b)
    hash ^= hash >>> 13
    hash = Math.imul(hash, 0xc2b2ae35)
    hash ^= hash >>> 16
    out += (hash >>> 0).toString(16).padStart(8, '0')
  }
  return out.slice(0, bytes * 2)
}
