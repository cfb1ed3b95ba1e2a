import { privateKeyToAccount } from 'viem/accounts'
import type { Address } from 'viem'

/** The demo Farcaster account the local "Farcaster app" signs in as. */
export const DEMO_FARCASTER_FID = 7402
export const DEMO_FARCASTER_USERNAME = 'walletport-demo'

/** Its custody key (a local stand-in, published on purpose: it guards nothing). */
export const DEMO_FARCASTER_CUSTODY_KEY = '0x8c3b8ee1ef5c0bc7a8e0d5c1a2a3e0f1e4d0b7a6c5f4e3d2c1b0a9f8e7d6c5b4' as const

/** The custody account (a viem local account). */
export const demoFarcasterCustody = privateKeyToAccount(DEMO_FARCASTER_CUSTODY_KEY)

/**
 * The local custody registry (the stand-in for the Farcaster ID registry on Optimism): the
 * fid a custody address owns, 0n when none.
 * @example await farcasterFidOf(demoFarcasterCustody.address) // 7402n
 */
export async function farcasterFidOf(custody: Address): Promise<bigint> {
  return custody.toLowerCase() === demoFarcasterCustody.address.toLowerCase() ? BigInt(DEMO_FARCASTER_FID) : 0n
}
