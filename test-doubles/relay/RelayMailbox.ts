/** One message as the relay keeps it. */
export interface RelayMessage {
  readonly topic: string
  readonly message: string
  readonly tag: number
  readonly publishedAt: number
  readonly expiresAt: number
  /** The client identity (`iss` of its auth JWT) that published it. */
  readonly publisher: string
}

/** Who receives a message: a client identity and how to hand it over. */
export interface RelaySubscriber {
  readonly clientId: string
  deliver(message: RelayMessage): void
}

/**
 * Per-topic mailboxes with a TTL. A dapp publishes its proposal before the wallet
 * subscribes, and a client whose socket dropped resubscribes later: both still get what
 * they missed, once each, and nobody ever gets their own message back.
 */
export class RelayMailbox {
  readonly #messages = new Map<string, RelayMessage[]>()
  readonly #subscribers = new Map<string, Set<RelaySubscriber>>()
  /** Per message, the client identities it was delivered to. */
  readonly #deliveredTo = new WeakMap<RelayMessage, Set<string>>()
  readonly #now: () => number

  constructor(now: () => number = Date.now) {
    this.#now = now
  }

  publish(params: { readonly topic: string; readonly message: string; readonly tag: number; readonly ttlSeconds: number; readonly publisher: string }): void {
    const publishedAt = this.#now()
    const entry: RelayMessage = {
      topic: params.topic,
      message: params.message,
      tag: params.tag,
      publishedAt,
      expiresAt: publishedAt + params.ttlSeconds * 1000,
      publisher: params.publisher,
    }
    this.#deliveredTo.set(entry, new Set())
    this.#messages.set(params.topic, [...this.#live(params.topic), entry])
    for (const subscriber of this.#subscribers.get(params.topic) ?? []) this.#offer(entry, subscriber)
  }

  subscribe(topic: string, subscriber: RelaySubscriber): void {
    const subscribers = this.#subscribers.get(topic) ?? new Set()
    subscribers.add(subscriber)
    this.#subscribers.set(topic, subscribers)
    for (const entry of this.#live(topic)) this.#offer(entry, subscriber)
  }

  unsubscribe(topic: string, subscriber: RelaySubscriber): void {
    this.#subscribers.get(topic)?.delete(subscriber)
  }

  /** Forgets a gone socket everywhere. */
  remove(subscriber: RelaySubscriber): void {
    for (const subscribers of this.#subscribers.values()) subscribers.delete(subscriber)
  }

  /** Topics a client identity is subscribed to (for tests and diagnostics). */
  topicsOf(clientId: string): string[] {
    return [...this.#subscribers].filter(([, subscribers]) => [...subscribers].some((each) => each.clientId === clientId)).map(([topic]) => topic)
  }

  /** Distinct client identities subscribed to `topic`. */
  subscriberCount(topic: string): number {
    return new Set([...(this.#subscribers.get(topic) ?? [])].map((each) => each.clientId)).size
  }

  #live(topic: string): RelayMessage[] {
    const now = this.#now()
    return (this.#messages.get(topic) ?? []).filter((entry) => entry.expiresAt > now)
  }

  #offer(entry: RelayMessage, subscriber: RelaySubscriber): void {
    const delivered = this.#deliveredTo.get(entry)
    if (!delivered || entry.publisher === subscriber.clientId || delivered.has(subscriber.clientId)) return
    delivered.add(subscriber.clientId)
    subscriber.deliver(entry)
  }
}
