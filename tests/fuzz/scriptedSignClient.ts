import { formatMessage } from '@walletconnect/utils'
import type { SignClientModule } from '../../adapters/walletconnect/WalletConnectChainAdapterOptions.js'

type Handler = (payload: never) => void

/**
 * A stand-in for sign-client that answers what the test scripts: the settled session of a
 * connect, the stored sessions, request answers; `emit` plays a relay event. Only the calls
 * WalletConnectChainAdapter makes exist. In memory, so a property runs thousands of cases.
 * @example const client = new ScriptedSignClient(); client.settle = { session }; new WalletConnectChainAdapter({ networks, loadSignClient: client.module })
 */
export class ScriptedSignClient {
  settle: unknown = undefined
  stored: unknown[] = []
  answer: () => Promise<unknown> = () => Promise.resolve(null)
  readonly requests: unknown[] = []
  readonly #handlers = new Map<string, Handler[]>()

  readonly session = { getAll: (): unknown[] => this.stored }
  readonly core = { relayer: { restartTransport: async (): Promise<void> => undefined, transportClose: async (): Promise<void> => undefined } }

  /** What `loadSignClient` returns: `SignClient.init` resolves to this client. */
  readonly module = (): Promise<SignClientModule> => Promise.resolve({ SignClient: { init: () => Promise.resolve(this) } })

  on(event: string, handler: Handler): void {
    this.#handlers.set(event, [...(this.#handlers.get(event) ?? []), handler])
  }

  emit(event: string, payload: unknown): void {
    for (const handler of this.#handlers.get(event) ?? []) handler(payload as never)
  }

  async connect(): Promise<{ uri: string; approval: () => Promise<unknown> }> {
    return { uri: 'wc:fuzz@2?relay-protocol=irn&symKey=00', approval: () => Promise.resolve((this.settle as { session?: unknown } | undefined)?.session ?? this.settle) }
  }

  async request(request: unknown): Promise<unknown> {
    this.requests.push(request)
    return this.answer()
  }

  async disconnect(): Promise<void> {}

  formatAuthMessage({ request, iss }: { readonly request: never; readonly iss: string }): string {
    return formatMessage(request, iss)
  }
}
