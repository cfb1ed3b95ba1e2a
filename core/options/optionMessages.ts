/**
 * The fixed texts `createWalletport` may throw while it validates options, part of MESSAGES (the
 * one catalogue spreads them in). Apart so the options check, which every page runs at start,
 * does not load the whole catalogue: the rest is only needed once something fails later.
 */
export const OPTION_MESSAGES = {
  SIWE_AND_SIWX: 'Cannot set both `siweConfig` and `siwx` options',
} as const
