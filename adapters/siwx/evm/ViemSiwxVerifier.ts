import { createClient, getAddress, http, isAddress, isAddressEqual, recoverMessageAddress, type Client } from 'viem'
import { getChainId, verifyMessage } from 'viem/actions'
import type { Network } from '../../../core/network/Network.js'
import type { SiwxSignatureCheck, SiwxSignatureRequest, SiwxVerifier } from '../../../ports/SiwxVerifier.js'
import { isLowS } from './isLowS.js'

/** Options of `ViemSiwxVerifier`. */
export interface ViemSiwxVerifierOptions {
  /**
   * Networks whose RPC answers contract-wallet checks (EIP-1271 deployed, EIP-6492
   * counterfactual). Without one for the message's chain only EOA signatures verify there.
   */
  readonly networks?: readonly Network[]
}

const HEX_SIGNATURE = /^0x(?:[0-9a-fA-F]{2})+$/
const RECOVERY_IDS = new Set([0, 1, 27, 28])

/**
 * The eip155 SIWX verifier: EOA signatures by local recovery (viem), then contract
 * wallets through a public client: EIP-1271 `isValidSignature`, EIP-6492 wrapped
 * signatures of undeployed wallets (viem's deployless universal validator).
 * High-s (malleated) 65-byte signatures are refused on every path.
 * @example new ViemSiwxVerifier({ networks: [mainnet] })
 */
export class ViemSiwxVerifier implements SiwxVerifier {
  readonly namespace = 'eip155' as const
  readonly #networks: ReadonlyMap<string, Network>
  readonly #clients = new Map<string, Client>()

  constructor(options: ViemSiwxVerifierOptions = {}) {
    this.#networks = new Map((options.networks ?? []).filter((network) => network.chainNamespace === 'eip155').map((network) => [network.caipNetworkId, network]))
  }

  /** EIP-4361 wants the EIP-55 checksummed spelling, exactly. */
  isAddress(address: string): boolean {
    return isAddress(address, { strict: false }) && getAddress(address) === address
  }

  async verifySignature({ message, signature, address, chainId }: SiwxSignatureRequest): Promise<SiwxSignatureCheck> {
    if (!HEX_SIGNATURE.test(signature) || !isAddress(address, { strict: false })) return { valid: false, reason: 'malformedSignature' }
    const hex = signature as `0x${string}`
    if (hex.length === 132) {
      if (!RECOVERY_IDS.has(Number.parseInt(hex.slice(130), 16))) return { valid: false, reason: 'malformedSignature' }
      if (!isLowS(hex)) return { valid: false, reason: 'malleableSignature' }
      if (await recoversTo(message, hex, address)) return { valid: true }
    }
    const client = this.#clientFor(chainId)
    if (!client) return { valid: false, reason: 'invalidSignature' }
    if (await verifyMessage(client, { address: getAddress(address), message, signature: hex })) return { valid: true }
    // viem answers false for an unreachable node too: ask the node something simple, so a
    // node that is down or on another chain throws ("could not check") instead of reading as "invalid".
    await assertServes(client, chainId)
    return { valid: false, reason: 'invalidSignature' }
  }

  #clientFor(chainId: string): Client | undefined {
    const cached = this.#clients.get(chainId)
    if (cached) return cached
    const url = this.#networks.get(chainId)?.rpcUrls.default.http[0]
    if (!url) return undefined
    const client = createClient({ transport: http(url, { retryCount: 1, timeout: 10_000 }) })
    this.#clients.set(chainId, client)
    return client
  }
}

async function assertServes(client: Client, chainId: string): Promise<void> {
  const served = await getChainId(client)
  if (`eip155:${served}` !== chainId) throw new Error(`the RPC node of ${chainId} serves eip155:${served}`)
}

async function recoversTo(message: string, signature: `0x${string}`, address: string): Promise<boolean> {
  try {
    return isAddressEqual(await recoverMessageAddress({ message, signature }), getAddress(address))
  } catch {
    return false
  }
}
