/**
 * The genesis hash the local Solana RPC (`startLocalSolana`) reports from `getGenesisHash`: the
 * SHA-256 of the text `walletport local solana genesis`, in base58. A constant, so the local
 * cluster's CAIP-2 id (`solana:` + its first 32 characters) is the same on every run and machine.
 * No Node APIs here: the demo page imports it.
 */
export const LOCAL_SOLANA_GENESIS_HASH = '2U7g2PtsBoLNSY2xE84tPrmMZv6AMCZY3M5YVM8wk1pz'

/** The version the local RPC reports (`getVersion`, and `apiVersion` in every answer's context). */
export const LOCAL_SOLANA_VERSION = '3.0.0'
