import type { Clock } from '../../ports/Clock.js'
import { FrameRequestError } from './FrameRequestError.js'

/** A read the frame forwards waits at most this long. */
export const RPC_TIMEOUT_MS = 10_000

type Fetch = (input: string, init: RequestInit) => Promise<Response>

/**
 * JSON-RPC over HTTP POST to the chain's RPC URL. A JSON-RPC error is passed on as a
 * `FrameRequestError` with its `message` and `code`; a timeout or network failure as one without.
 * @example await new JsonRpcClient({ fetch, clock }).request('https://rpc.example', 'eth_blockNumber', [])
 */
export class JsonRpcClient {
  readonly #fetch: Fetch
  readonly #clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>
  readonly #timeoutMs: number
  #nextId = 1

  constructor(options: { readonly fetch: Fetch; readonly clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>; readonly timeoutMs?: number }) {
    this.#fetch = options.fetch
    this.#clock = options.clock
    this.#timeoutMs = options.timeoutMs ?? RPC_TIMEOUT_MS
  }

  /** Sends one call and returns its `result`. */
  async request(url: string, method: string, params: readonly unknown[]): Promise<unknown> {
    const controller = new AbortController()
    let timedOut = false
    const timer = this.#clock.setTimeout(() => {
      timedOut = true
      controller.abort()
    }, this.#timeoutMs)
    try {
      const response = await this.#fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: this.#nextId++, method, params }),
        credentials: 'omit',
        signal: controller.signal,
      })
      const body: unknown = await response.json().catch(() => undefined)
      return readResult(body, response.status)
    } catch (error) {
      if (error instanceof FrameRequestError) throw error
      throw new FrameRequestError(timedOut ? `The RPC request timed out (${method})` : `Could not reach the RPC endpoint (${method})`, { cause: error, category: 'NETWORK_ERROR' })
    } finally {
      this.#clock.clearTimeout(timer)
    }
  }
}

function readResult(body: unknown, status: number): unknown {
  if (typeof body === 'object' && body !== null) {
    const { result, error } = body as { result?: unknown; error?: unknown }
    if (typeof error === 'object' && error !== null) {
      const { message, code } = error as { message?: unknown; code?: unknown }
      throw new FrameRequestError(typeof message === 'string' ? message.slice(0, 1_000) : 'RPC error', typeof code === 'number' ? { code } : {})
    }
    if ('result' in body) return result
  }
  throw new FrameRequestError(`The RPC endpoint answered ${status} without a result`, { category: 'NETWORK_ERROR' })
}
