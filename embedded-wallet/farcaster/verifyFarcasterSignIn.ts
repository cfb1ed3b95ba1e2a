import { createAppClient, type AuthClientError } from '@farcaster/auth-client'
import { createPublicClient, custom, type Address } from 'viem'
import { optimism } from 'viem/chains'
import { farcasterFidOf } from './farcasterDemoAccount.js'

/** A refused Sign In With Farcaster message: the reason in plain words. */
export class FarcasterSignInError extends Error {
  override readonly name = 'FarcasterSignInError'
}

export interface FarcasterSignInCheck {
  readonly message: string
  readonly signature: `0x${string}`
  /** What the message must name: the app's domain and the channel's nonce. */
  readonly domain: string
  readonly nonce: string
  /** The custody registry (fid of a custody address, 0n when none); default the local one. */
  readonly fidOf?: (custody: Address) => Promise<bigint>
}

/**
 * Verifies a signed SIWF message offline with @farcaster/auth-client: its shape (statement,
 * chain 10, one fid resource), domain and nonce, the signature (an EOA signature, recovered
 * locally: the public client has no network and refuses any call), and that the signer is
 * the fid's custody address in the local registry. The fid and custody address, or
 * FarcasterSignInError.
 * @example const { fid } = await verifyFarcasterSignIn({ message, signature, domain: '127.0.0.1:5173', nonce })
 */
export async function verifyFarcasterSignIn(check: FarcasterSignInCheck): Promise<{ readonly fid: number; readonly custody: Address }> {
  const offline = createPublicClient({
    chain: optimism,
    // No retries: the offline client can never answer, and viem's default 3 retries with backoff
    // made each refused signature (the contract-wallet fallback) wait ~400 ms.
    transport: custom(
      {
        request: () => Promise.reject(new Error('offline: no chain calls')),
      },
      { retryCount: 0 },
    ),
  })
  const client = createAppClient({
    relay: 'http://127.0.0.1:0',
    ethereum: {
      getFid: check.fidOf ?? farcasterFidOf,
      isValidAuthAddress: () => Promise.resolve(false),
      publicClient: offline,
    },
  })
  const result = await client.verifySignInMessage({ message: check.message, signature: check.signature, domain: check.domain, nonce: check.nonce, acceptAuthAddress: false })
  if (result.isError || !result.success) throw new FarcasterSignInError(reason(result.error))
  return { fid: result.fid, custody: result.data.address }
}

function reason(error: AuthClientError | undefined): string {
  return error?.message ? `Farcaster sign-in refused: ${error.message}` : 'Farcaster sign-in refused.'
}
