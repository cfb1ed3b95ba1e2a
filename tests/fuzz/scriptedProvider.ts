import type { Eip1193Provider } from '../../adapters/evm/Eip1193Provider.js'

type Listener = (...args: unknown[]) => void

/**
 * An EIP-1193 provider whose answers a test scripts per method (`answers.eth_chainId = …`);
 * an unscripted method is refused with 4200. `emit` plays a wallet event to the listeners.
 * @example const provider = new ScriptedProvider({ eth_chainId: () => Promise.resolve('0x1') })
 */
export class ScriptedProvider implements Eip1193Provider {
  readonly answers: Record<string, () => Promise<unknown>>
  readonly #listeners = new Map<string, Set<Listener>>()

  constructor(answers: Record<string, () => Promise<unknown>> = {}) {
    this.answers = answers
  }

  request({ method }: { readonly method: string }): Promise<unknown> {
    const answer = this.answers[method]
    return answer ? answer() : Promise.reject(Object.assign(new Error('unsupported'), { code: 4200 }))
  }

  on(event: string, listener: Listener): void {
    this.#listeners.set(event, new Set([...(this.#listeners.get(event) ?? []), listener]))
  }

  removeListener(event: string, listener: Listener): void {
    this.#listeners.get(event)?.delete(listener)
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) listener(...args)
  }

  listenerCount(): number {
    return [...this.#listeners.values()].reduce((count, listeners) => count + listeners.size, 0)
  }
}
