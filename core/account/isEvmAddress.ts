const EVM_ADDRESS = /^(?:0x)?[0-9a-fA-F]{40}$/

/**
 * An EVM address: 40 hex characters with an optional lowercase `0x` prefix. Any letter
 * case passes; the EIP-55 checksum is not verified (that needs keccak, which the
 * core does not carry). No trimming: whitespace makes it invalid.
 * @example isEvmAddress('0x52908400098527886E0F7030069857D2E4169EE7') // true
 */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && EVM_ADDRESS.test(value)
}
