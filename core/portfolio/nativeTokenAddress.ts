/** The address that stands for a namespace's native token in token lists. */

/** Native token address by namespace (default: eip155, chain 1). */
export const NATIVE_TOKEN_ADDRESS = {
  eip155: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  solana: 'So11111111111111111111111111111111111111111',
} as const
