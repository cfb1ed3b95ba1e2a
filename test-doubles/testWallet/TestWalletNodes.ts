import { createClient, defineChain, http, type Chain, type Client, type HttpTransport } from 'viem'
import { errorMessage, ProviderRpcError, RPC_ERROR } from './ProviderRpcError.js'
import type { TestWalletState } from './TestWalletState.js'

/** The chains' nodes as the wallet reaches them: a viem client per chain, and raw forwarding of reads. */
export class TestWalletNodes {
  readonly #state: TestWalletState
  readonly #clients = new Map<number, Client<HttpTransport, Chain>>()
  #nextRpcId = 1

  constructor(state: TestWalletState) {
    this.#state = state
  }

  /** The viem client of a known chain (one per chain, kept). */
  client(chainId: number): Client<HttpTransport, Chain> {
    const cached = this.#clients.get(chainId)
    if (cached) return cached
    const known = this.#state.chains.get(chainId) ?? fail(`chain ${chainId} is not known`)
    const chain = defineChain({
      id: chainId,
      name: known.name ?? `Chain ${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [known.rpcUrl] } },
    })
    // No retries: a failing node should fail the request at once, not after back-off sleeps.
    const client = createClient({ chain, transport: http(known.rpcUrl, { retryCount: 0 }) })
    this.#clients.set(chainId, client)
    return client
  }

  /** Sends a request the wallet does not answer itself to the current chain's node, as is. */
  async forward(method: string, params: unknown): Promise<unknown> {
    const chain = this.#state.chains.get(this.#state.chainId) ?? fail(`chain ${this.#state.chainId} vanished`)
    let answer: { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
    try {
      const response = await fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: this.#nextRpcId++, method, params: params ?? [] }),
      })
      answer = (await response.json()) as typeof answer
    } catch (cause) {
      throw new ProviderRpcError(RPC_ERROR.internal, `Internal JSON-RPC error: ${chain.rpcUrl} did not answer (${errorMessage(cause)}).`)
    }
    if (answer.error) {
      const { code, message, data } = answer.error
      throw new ProviderRpcError(typeof code === 'number' ? code : RPC_ERROR.internal, typeof message === 'string' ? message : 'Internal JSON-RPC error.', data)
    }
    return answer.result ?? null
  }
}

function fail(message: string): never {
  throw new Error(`Eip1193TestWallet: ${message}`)
}
