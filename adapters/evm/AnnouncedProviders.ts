import { requestProviders } from 'mipd'
import type { Logger } from '../../ports/Logger.js'
import { parseAnnouncement, type Announcement } from './parseAnnouncement.js'

/**
 * The EIP-6963 wallets announced in this page, each validated before it is kept.
 * Discovery is mipd's `requestProviders` (not its `createStore`: that store keeps a
 * `null` detail and then throws on every later announcement, and drops duplicate
 * uuids before anyone can see them). One entry per uuid and per rdns, first wins;
 * a wallet re-announcing itself (same uuid, same provider) is not a duplicate.
 * `new AnnouncedProviders(logger).start()`.
 */
export class AnnouncedProviders {
  readonly #logger: Logger
  readonly #listeners = new Set<() => void>()
  #announcements: readonly Announcement[] = []
  #unwatch: (() => void) | undefined
  #started = false

  constructor(logger: Logger) {
    this.#logger = logger
  }

  /** Listens to announcements and asks the wallets present to announce themselves (once). */
  start(): void {
    if (this.#started) return
    this.#started = true
    this.#unwatch = requestProviders((detail: unknown) => this.#receive(detail))
  }

  /** Stops listening; the wallets kept so far stay listed. */
  stop(): void {
    this.#unwatch?.()
    this.#unwatch = undefined
  }

  /** The accepted announcements, in the order they arrived (a new array on each change). */
  list(): readonly Announcement[] {
    return this.#announcements
  }

  /** Calls `listener` when the list changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    const subscription = (): void => listener()
    this.#listeners.add(subscription)
    return () => {
      this.#listeners.delete(subscription)
    }
  }

  #receive(detail: unknown): void {
    // Runs inside the announcer's dispatchEvent: nothing may throw out of here.
    try {
      const parsed = parseAnnouncement(detail)
      if (!parsed.ok) {
        this.#logger.warn(`Ignored an EIP-6963 announcement: ${parsed.reason}`)
        return
      }
      const announcement = parsed.announcement
      const sameUuid = this.#announcements.find((kept) => kept.uuid === announcement.uuid)
      if (sameUuid) {
        if (sameUuid.provider !== announcement.provider || sameUuid.rdns !== announcement.rdns) {
          this.#logger.warn('Ignored an EIP-6963 announcement: duplicate uuid', { uuid: announcement.uuid, rdns: announcement.rdns })
        }
        return
      }
      const sameRdns = this.#announcements.find((kept) => kept.rdns === announcement.rdns)
      if (sameRdns) {
        if (sameRdns.provider !== announcement.provider) {
          this.#logger.warn('Ignored an EIP-6963 announcement: a second provider claims an rdns already seen', {
            rdns: announcement.rdns,
            uuid: announcement.uuid,
          })
        }
        return
      }
      this.#announcements = [...this.#announcements, announcement]
      for (const listener of [...this.#listeners]) listener()
    } catch (error) {
      this.#logger.error('Failed to handle an EIP-6963 announcement', error)
    }
  }
}
