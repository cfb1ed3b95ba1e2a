// A Solana JSON-RPC node for the adapter's unit tests: a small ledger (balances, mints, token
// accounts) answering the methods the adapter calls, through kit's own RPC client (so kit's
// parsing and error mapping are real), in-process or over HTTP. It records each call and
// keeps what was sent; it runs no programs (tests/solanaIntegration.test.ts does, on litesvm).
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { base58 } from '@scure/base'
import { createSolanaRpcFromTransport, getBase58Decoder, getTransactionDecoder, type RpcTransport } from '@solana/kit'
import type { Wallet } from '@wallet-standard/base'
import type { StandardWalletRegistry } from './SolanaWalletDiscovery.js'
import type { SolanaRpc } from './SolanaChainAdapterOptions.js'

/** The genesis hash of the fake local cluster, and its CAIP-2 network. */
export const FAKE_GENESIS_HASH = 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69Xm1ZE3MEE6JC'
export const FAKE_LOCALNET = {
  id: 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69',
  caipNetworkId: 'solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69',
  chainNamespace: 'solana',
  name: 'Solana Localnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  testnet: true,
} as const
export const FAKE_RENT_MINIMUM = 890_880n
export const FAKE_BLOCKHASH = base58.encode(new Uint8Array(32).fill(7))

/** A JSON-RPC error the node answers (as opposed to a transport failure, which a handler throws as any other error). */
export class RpcFailure {
  constructor(
    readonly code: number,
    readonly message: string,
    readonly data?: unknown,
  ) {}
}

type Handler = (params: readonly unknown[]) => unknown

/** A fake node: its ledger, its handlers (replace one to script a fault), the calls and the sent transactions. */
export class FakeSolanaNode {
  readonly balances = new Map<string, bigint>()
  readonly mints = new Map<string, { readonly program: string; readonly decimals: number }>()
  readonly tokenAccounts: { readonly owner: string; readonly mint: string; readonly program: string; readonly amount: bigint }[] = []
  readonly calls: { readonly method: string; readonly params: readonly unknown[] }[] = []
  readonly sent: Uint8Array[] = []
  /** The status getSignatureStatuses answers for a sent signature. */
  status: () => { readonly err: unknown; readonly confirmationStatus: string } | null = () => ({ err: null, confirmationStatus: 'confirmed' })
  readonly handlers: Record<string, Handler> = {
    getGenesisHash: () => FAKE_GENESIS_HASH,
    getBalance: ([address]) => context(Number(this.balances.get(String(address)) ?? 0n)),
    getMultipleAccounts: ([addresses]) =>
      context((addresses as string[]).map((address) => (this.balances.has(address) ? account(Number(this.balances.get(address))) : null))),
    getMinimumBalanceForRentExemption: () => Number(FAKE_RENT_MINIMUM),
    getLatestBlockhash: () => context({ blockhash: FAKE_BLOCKHASH, lastValidBlockHeight: 1_000 }),
    getFeeForMessage: () => context(5_000),
    sendTransaction: ([wire]) => {
      const bytes = Uint8Array.from(Buffer.from(String(wire), 'base64'))
      this.sent.push(bytes)
      const [signature] = Object.values(getTransactionDecoder().decode(bytes).signatures)
      return getBase58Decoder().decode(signature ?? new Uint8Array(64))
    },
    getSignatureStatuses: ([signatures]) => context((signatures as string[]).map(() => this.status())),
    getTokenAccountsByOwner: ([owner, filter]) =>
      context(
        this.tokenAccounts
          .filter((held) => held.owner === owner && held.program === (filter as { programId: string }).programId)
          .map((held) => ({
            pubkey: base58.encode(new Uint8Array(32).fill(9)),
            account: {
              ...account(2_039_280),
              owner: held.program,
              data: {
                program: 'spl-token',
                space: 165,
                parsed: { type: 'account', info: { mint: held.mint, owner: held.owner, tokenAmount: { amount: held.amount.toString(), decimals: this.mints.get(held.mint)?.decimals ?? 0 } } },
              },
            },
          })),
      ),
    getAccountInfo: ([address]) => {
      const mint = this.mints.get(String(address))
      return context(mint ? { ...account(1_461_600), owner: mint.program, data: { program: 'spl-token', space: 82, parsed: { type: 'mint', info: { decimals: mint.decimals } } } } : null)
    },
  }

  /** A kit RPC over this node, in-process. */
  rpc(): SolanaRpc {
    const transport: RpcTransport = async <T>({ payload }: { payload: unknown }): Promise<T> => (await this.#answer(payload)) as T
    return createSolanaRpcFromTransport(transport)
  }

  /** This node over HTTP on a free loopback port (for a wallet that sends by itself). */
  async serve(): Promise<{ readonly url: string; readonly close: () => Promise<void> }> {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        this.#answer(JSON.parse(Buffer.concat(chunks).toString('utf8')))
          .then((answer) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer)))
          .catch(() => response.writeHead(500).end())
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
  }

  /** How many calls of each method (or of all) were made. */
  count(method?: string): number {
    return this.calls.filter((call) => method === undefined || call.method === method).length
  }

  async #answer(payload: unknown): Promise<unknown> {
    const { id, method, params } = payload as { id: unknown; method: string; params?: unknown[] }
    this.calls.push({ method, params: params ?? [] })
    const handler = this.handlers[method]
    if (!handler) return { jsonrpc: '2.0', id, error: { code: -32601, message: `Method not found: ${method}` } }
    try {
      return { jsonrpc: '2.0', id, result: await handler(params ?? []) }
    } catch (error) {
      if (error instanceof RpcFailure) return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message, ...(error.data === undefined ? {} : { data: error.data }) } }
      throw error
    }
  }
}

const context = (value: unknown) => ({ context: { slot: 1 }, value })
const account = (lamports: number) => ({ lamports, owner: '11111111111111111111111111111111', executable: false, rentEpoch: 0, space: 0, data: ['', 'base64'] })

/** An isolated Wallet Standard registry (the shape of `getWallets()`), so tests share no page-wide state. */
export function isolatedRegistry(): StandardWalletRegistry & { register(wallet: Wallet): () => void } {
  const wallets = new Set<Wallet>()
  const listeners = { register: new Set<() => void>(), unregister: new Set<() => void>() }
  return {
    get: () => [...wallets],
    on: (event, listener) => {
      listeners[event].add(listener)
      return () => listeners[event].delete(listener)
    },
    register: (wallet) => {
      wallets.add(wallet)
      for (const listener of [...listeners.register]) listener()
      return () => {
        wallets.delete(wallet)
        for (const listener of [...listeners.unregister]) listener()
      }
    },
  }
}
