import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import { clientIdOf } from './clientIdOf.js'
import { formatRelayError, formatRelayResult, parseRelayFrame } from './parseRelayFrame.js'
import { RelayMailbox, type RelayMessage, type RelaySubscriber } from './RelayMailbox.js'

/** Tags the relay sets itself on the two compound calls (from @walletconnect/core). */
const TAG_SESSION_PROPOSE = 1100
const TAG_SESSION_PROPOSE_RESPONSE = 1101
const TAG_SESSION_SETTLE = 1102
const DEFAULT_TTL_SECONDS = 300
/** The Node client drops a socket after 35 s without a ping. */
const DEFAULT_PING_INTERVAL_MS = 10_000

export interface LocalRelayOptions {
  /** Default 127.0.0.1 (loopback only). */
  readonly host?: string
  /** Default 0: any free port. */
  readonly port?: number
  readonly pingIntervalMs?: number
}

/** A running local WalletConnect relay. */
export interface LocalRelay {
  /** `ws://host:port`, to pass as `relayUrl`. */
  readonly url: string
  readonly port: number
  /** Open sockets right now. */
  readonly connectionCount: number
  /** Fault: closes every socket abruptly (clients see a network drop and reconnect); resolves once they are gone. */
  dropAllSockets(): Promise<void>
  /** Fault: refuses new sockets with HTTP 503 while `true`. */
  refuseConnections(refuse: boolean): void
  /** Topics a client identity (its JWT `iss`) is subscribed to. */
  topicsOf(clientId: string): string[]
  /** How many distinct clients are subscribed to `topic` right now (e.g. 2 once both sides resubscribed). */
  subscriberCount(topic: string): number
  stop(): Promise<void>
}

interface Client extends RelaySubscriber {
  readonly socket: WebSocket
}

/**
 * Starts the relay JSON-RPC subset that @walletconnect/sign-client and @reown/walletkit
 * use, over `ws`, for tests and the offline demo. Node only.
 * @example const relay = await startLocalRelay(); new SignClient({ relayUrl: relay.url, projectId: 'local' })
 */
export async function startLocalRelay(options: LocalRelayOptions = {}): Promise<LocalRelay> {
  const mailbox = new RelayMailbox()
  const sockets = new Set<WebSocket>()
  let refusing = false
  let socketCount = 0
  let pushId = Date.now() * 1000

  const http: Server = createServer((_request, response) => {
    response.writeHead(426, { 'content-type': 'text/plain' }).end('walletport local relay: WebSocket only')
  })
  const wss = new WebSocketServer({ noServer: true })
  http.on('upgrade', (request, socket: Socket, head) => {
    if (refusing) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n')
      return
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      socketCount += 1
      accept(ws, clientIdOf(request.url, `anonymous-${socketCount}`))
    })
  })

  function accept(socket: WebSocket, clientId: string): void {
    sockets.add(socket)
    const client: Client = {
      clientId,
      socket,
      deliver: (message: RelayMessage) => {
        pushId += 1
        const data = { topic: message.topic, message: message.message, publishedAt: message.publishedAt, tag: message.tag }
        socket.send(JSON.stringify({ id: pushId, jsonrpc: '2.0', method: 'irn_subscription', params: { id: subscriptionIdOf(message.topic), data } }))
      },
    }
    socket.on('message', (raw) => {
      const frame = parseRelayFrame(String(raw))
      if (frame.kind !== 'request') return
      try {
        socket.send(formatRelayResult(frame.rawId, handle(client, frame.method, frame.params)))
      } catch (error) {
        socket.send(formatRelayError(frame.rawId, -32601, error instanceof Error ? error.message : String(error)))
      }
    })
    socket.on('close', () => {
      sockets.delete(socket)
      mailbox.remove(client)
    })
    socket.on('error', () => socket.terminate())
  }

  function handle(client: Client, method: string, params: Record<string, unknown>): unknown {
    const publish = (topic: unknown, message: unknown, tag: unknown, ttl: unknown): void => {
      mailbox.publish({
        topic: asString(topic, 'topic'),
        message: asString(message, 'message'),
        tag: typeof tag === 'number' ? tag : 0,
        ttlSeconds: typeof ttl === 'number' && ttl > 0 ? ttl : DEFAULT_TTL_SECONDS,
        publisher: client.clientId,
      })
    }
    const subscribe = (topic: unknown): string => {
      const name = asString(topic, 'topic')
      mailbox.subscribe(name, client)
      return subscriptionIdOf(name)
    }
    switch (method) {
      case 'irn_subscribe':
        return subscribe(params.topic)
      case 'irn_batchSubscribe':
        return asArray(params.topics).map(subscribe)
      case 'irn_unsubscribe':
        mailbox.unsubscribe(asString(params.topic, 'topic'), client)
        return true
      case 'irn_batchUnsubscribe':
        for (const each of asArray(params.subscriptions)) mailbox.unsubscribe(asString(asRecord(each).topic, 'topic'), client)
        return true
      case 'irn_publish':
        publish(params.topic, params.message, params.tag, params.ttl)
        return true
      case 'irn_batchPublish':
        for (const each of asArray(params.messages)) {
          const message = asRecord(each)
          publish(message.topic, message.message, message.tag, message.ttl)
        }
        return true
      case 'irn_batchFetchMessages':
        // Everything is pushed on subscribe; nothing waits to be fetched.
        return { messages: [], hasMore: false }
      case 'wc_proposeSession':
        subscribe(params.pairingTopic)
        publish(params.pairingTopic, params.sessionProposal, TAG_SESSION_PROPOSE, params.ttl)
        return true
      case 'wc_approveSession':
        subscribe(params.sessionTopic)
        publish(params.pairingTopic, params.sessionProposalResponse, TAG_SESSION_PROPOSE_RESPONSE, params.ttl)
        publish(params.sessionTopic, params.sessionSettlementRequest, TAG_SESSION_SETTLE, params.ttl)
        return true
      default:
        throw new Error(`Unsupported relay method: ${method}`)
    }
  }

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const ping = setInterval(() => {
    for (const socket of sockets) socket.ping()
  }, options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS)
  ping.unref()
  const { address, port } = http.address() as AddressInfo

  return {
    url: `ws://${address}:${port}`,
    port,
    get connectionCount() {
      return sockets.size
    },
    dropAllSockets: async () => {
      const closed = [...sockets].map((socket) => new Promise((resolve) => socket.once('close', resolve)))
      for (const socket of sockets) socket.terminate()
      await Promise.all(closed)
    },
    refuseConnections: (refuse) => {
      refusing = refuse
    },
    topicsOf: (clientId) => mailbox.topicsOf(clientId),
    subscriberCount: (topic) => mailbox.subscriberCount(topic),
    stop: async () => {
      clearInterval(ping)
      for (const socket of sockets) socket.terminate()
      wss.close()
      await new Promise<void>((resolve) => http.close(() => resolve()))
    },
  }
}

function subscriptionIdOf(topic: string): string {
  return createHash('sha256').update(topic).digest('hex')
}

function asString(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') throw new Error(`Missing ${name}`)
  return value
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
}
