import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { createSignInMessageText } from '@solana/wallet-standard-util'
import { UnrecognizedChainError } from '../../core/errors/walletErrors.js'
import type { SignInInput, SignInOutput } from '../../ports/ChainAdapter.js'
import { toWalletStandardChain } from '../../adapters/solana/solanaChainIds.js'

/** The ed25519 key a fake Solana wallet holds: real signatures, so verifiers accept them. */
export class Ed25519Signer {
  /** The public key as a Solana address (base58). */
  readonly address: string
  readonly #secretKey: Uint8Array

  constructor(secretKey: Uint8Array) {
    this.#secretKey = Uint8Array.from(secretKey)
    this.address = base58.encode(ed25519.getPublicKey(this.#secretKey))
  }

  /** The base58 signature of the UTF-8 text, as `solana:signMessage` gives it. */
  sign(text: string): string {
    return this.signBytes(new TextEncoder().encode(text))
  }

  /** The base58 signature of `bytes`. */
  signBytes(bytes: Uint8Array): string {
    return base58.encode(ed25519.sign(bytes, this.#secretKey))
  }

  /**
   * What a wallet answers to `solana:signIn`: the text built from the input with the chain as the
   * cluster name ('mainnet', …; the input carries the CAIP-2 id), signed by this key.
   */
  signIn(input: SignInInput, cluster: { readonly localnetGenesisHash?: string } = {}): SignInOutput {
    const chain = toWalletStandardChain(input.chainId, cluster)
    if (chain === undefined) throw new UnrecognizedChainError({ details: { chainId: input.chainId } })
    const message = createSignInMessageText({
      ...input,
      chainId: chain.slice('solana:'.length),
      resources: input.resources === undefined ? undefined : [...input.resources],
    })
    return { address: this.address, message, signature: this.sign(message) }
  }
}
