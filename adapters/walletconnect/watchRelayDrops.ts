import type { Clock } from '../../ports/Clock.js'
import { WalletConnectRelayError } from './WalletConnectRelayError.js'

/** How often a dropped relay is probed. sign-client's own loop waits 1, 2, 3, 4, 5 s between tries, then a 5 s heartbeat. */
export const RELAY_PROBE_INTERVAL_MS = 500
/** After this long down, the probe slows to every `RELAY_SLOW_PROBE_INTERVAL_MS` (kinder to a relay that is really gone). */
const FAST_PROBING_MS = 30_000
const RELAY_SLOW_PROBE_INTERVAL_MS = 5_000
/** A probe socket that neither opens nor fails within this long counts as unreachable. */
const PROBE_TIMEOUT_MS = 5_000
/** A held publish gives up after this long, as sign-client's own publish does (its `publishTimeout`). */
const HELD_PUBLISH_LIMIT_MS = 60_000
/** Subscription calls: sign-client redoes them itself once the socket is back. */
const SUBSCRIPTION_METHOD = /(?:subscribe|fetchmessages)$/i
const DISCONNECT = 'relayer_disconnect'
const CONNECT = 'relayer_connect'

/** What a JSON-RPC request to the relay looks like to the relayer. */
interface RelayRequest {
  readonly id?: number | string
  readonly method: string
  readonly params?: unknown
}

/** The members of @walletconnect/core's Relayer this uses (all public on the instance). */
export interface WatchedRelayer {
  request: (request: RelayRequest) => Promise<unknown>
  transportOpen(): Promise<void>
  transportExplicitlyClosed: boolean
  readonly connected: boolean
  readonly subscriber: { readonly hasAnyTopics: boolean }
  readonly provider: { readonly connection?: unknown }
  on(event: string, listener: () => void): void
  off(event: string, listener: () => void): void
}

/** A second socket of the relayer's own kind (WsConnection: `ws` in Node, the browser's WebSocket), to the same signed URL. */
interface ProbeConnection {
  open(): Promise<void>
  close(): Promise<void>
}

/**
 * Makes a dropped relay socket come back promptly, and what was being sent with it.
 *
 * sign-client 2.x on a drop: a publish written to the dying socket is never answered, so it is
 * retried only after its 15 s initial timeout and the next 5 s heartbeat (~20 s); the reconnect
 * loop waits 1–5 s between tries, then 5 s heartbeats, so a relay that returns is noticed up to
 * ~5 s late. Here, on a drop (not an explicit close): sign-client's own loop is held off
 * (`transportExplicitlyClosed`), a probe socket tries the relay every 500 ms (every 5 s after 30 s
 * down) and, once it opens,
 * `transportOpen()` reconnects at its first attempt; every publish in flight at the drop, or
 * asked for while the socket is down, is sent again (same id) as soon as the socket is back.
 * Returns the function that undoes it (a held publish then fails with WalletConnectRelayError).
 * @example const stop = watchRelayDrops(client.core.relayer, clock)
 */
export function watchRelayDrops(relayer: WatchedRelayer, clock: Clock): () => void {
  // Members sign-client's types do not declare: a version (or a stand-in) without them keeps its own reconnect.
  if (![relayer.on, relayer.off, relayer.request, relayer.transportOpen].every((member) => typeof member === 'function')) return () => undefined
  const send = relayer.request
  /** Callbacks of the publishes waiting for an answer: called on a drop. */
  const inFlight = new Set<() => void>()
  /** Callbacks of the publishes waiting for the socket: called on its return (or on stop, with an error). */
  const waiting = new Set<(error?: Error) => void>()
  let down = false
  let downSince = 0
  let stopped = false
  let timer: ReturnType<Clock['setTimeout']> | undefined

  const onDisconnect = (): void => {
    if (stopped || relayer.transportExplicitlyClosed) return // a close asked for (destroy), not a drop
    for (const dropped of [...inFlight]) dropped()
    if (down || !relayer.subscriber.hasAnyTopics) return
    down = true
    downSince = clock.now()
    // sign-client's reconnect loop stays out (it reads this flag on a drop and on every heartbeat); the probe takes over.
    relayer.transportExplicitlyClosed = true
    timer = clock.setTimeout(() => void probe(), 0)
  }
  const onConnect = (): void => {
    down = false
    if (timer !== undefined) clock.clearTimeout(timer)
    timer = undefined
    for (const resume of [...waiting]) resume()
  }

  const probe = async (): Promise<void> => {
    timer = undefined
    if (stopped || !down) return
    if (!relayer.connected && (await reachable(relayer, clock)) && !stopped && down) {
      await relayer.transportOpen().catch(() => undefined)
    }
    if (relayer.connected) return onConnect()
    if (stopped || !down) return
    relayer.transportExplicitlyClosed = true
    timer = clock.setTimeout(() => void probe(), clock.now() - downSince < FAST_PROBING_MS ? RELAY_PROBE_INTERVAL_MS : RELAY_SLOW_PROBE_INTERVAL_MS)
  }

  /** Resolves when the socket is back; a WalletConnectRelayError at `deadline` or on stop. */
  const socketBack = (deadline: number, method: string): Promise<void> =>
    new Promise((resolve, reject) => {
      const limit = clock.setTimeout(() => resume(new WalletConnectRelayError({ details: { method, timeoutMs: HELD_PUBLISH_LIMIT_MS } })), Math.max(0, deadline - clock.now()))
      const resume = (error?: Error): void => {
        waiting.delete(resume)
        clock.clearTimeout(limit)
        if (error) reject(error)
        else resolve()
      }
      waiting.add(resume)
    })

  /** One attempt: the answer, or 'dropped' when the socket dies first (or the send failed because it was dying). */
  const attempt = (request: RelayRequest): Promise<{ readonly answer: unknown } | 'dropped'> =>
    new Promise((resolve, reject) => {
      const dropped = (): void => {
        inFlight.delete(dropped)
        resolve('dropped')
      }
      inFlight.add(dropped)
      send(request).then(
        (answer) => {
          inFlight.delete(dropped)
          resolve({ answer })
        },
        (error: unknown) => {
          inFlight.delete(dropped)
          // Sent as the socket died: its disconnect is here or follows.
          if (!stopped && (down || (!relayer.connected && !relayer.transportExplicitlyClosed))) resolve('dropped')
          else reject(error)
        },
      )
    })

  relayer.request = async (request) => {
    // Subscriptions are redone by sign-client itself on reconnect; a socket not up yet (first connect) is its own path too.
    if (SUBSCRIPTION_METHOD.test(request.method) || (!down && !relayer.connected)) return send(request)
    const deadline = clock.now() + HELD_PUBLISH_LIMIT_MS
    for (;;) {
      if (down || !relayer.connected) await socketBack(deadline, request.method)
      const outcome = await attempt(request)
      if (outcome !== 'dropped') return outcome.answer
      if (stopped) throw new WalletConnectRelayError({ details: { method: request.method } })
    }
  }
  relayer.on(DISCONNECT, onDisconnect)
  relayer.on(CONNECT, onConnect)

  return () => {
    stopped = true
    if (timer !== undefined) clock.clearTimeout(timer)
    relayer.off(DISCONNECT, onDisconnect)
    relayer.off(CONNECT, onConnect)
    relayer.request = send
    for (const resume of [...waiting]) resume(new WalletConnectRelayError({ details: { reason: 'closed' } }))
  }
}

/** True when a socket to the relayer's own signed URL opens (it is closed again at once). */
async function reachable(relayer: WatchedRelayer, clock: Clock): Promise<boolean> {
  const current = relayer.provider.connection as { readonly url?: unknown; readonly constructor: new (url: string) => ProbeConnection } | undefined
  if (!current || typeof current.url !== 'string') return false
  const probe = new current.constructor(current.url)
  const opened = probe.open().then(
    () => true,
    () => false,
  )
  // Closed once open, even when that is after the time limit.
  void opened.then((open) => (open ? probe.close().catch(() => undefined) : undefined))
  let timer: ReturnType<Clock['setTimeout']> | undefined
  const timeout = new Promise<false>((resolve) => (timer = clock.setTimeout(() => resolve(false), PROBE_TIMEOUT_MS)))
  try {
    return await Promise.race([opened, timeout])
  } finally {
    if (timer !== undefined) clock.clearTimeout(timer)
  }
}
