import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { address, createKeyPairSignerFromPrivateKeyBytes, generateKeyPairSigner, lamports } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import type { LiteSVM } from 'litesvm'
import { LOCAL_SOLANA_GENESIS_HASH } from './localSolanaGenesisHash.js'
import { LocalSolanaLedger } from './LocalSolanaLedger.js'
import { serveJsonRpc } from './serveJsonRpc.js'
import { solanaRpcMethods } from './solanaRpcMethods.js'
import { mintToOwner, writeMint } from './writeTokenAccounts.js'

/** Options of `startLocalSolana`. */
export interface LocalSolanaOptions {
  /** Default 0: any free port. (`npm start` uses 8899, the validator's.) */
  readonly port?: number
  /** Default 127.0.0.1 (loopback only). */
  readonly host?: string
}

/** A mint to create. */
export interface CreateMintParams {
  readonly decimals: number
  /** The mint authority written into the mint. Default: none (a fixed supply; `mintTo` works either way). */
  readonly authority?: string
  /** A 32-byte ed25519 seed: the mint's address is its public key, the same on every run. Default: a random address. */
  readonly seed?: Uint8Array
  /** The token program owning the mint: Token (default) or Token-2022. */
  readonly programId?: string
}

/** A running local Solana RPC. */
export interface LocalSolana {
  /** `http://host:port`, for `createSolanaRpc(url)`. */
  readonly url: string
  /** What `getGenesisHash` answers: LOCAL_SOLANA_GENESIS_HASH. */
  readonly genesisHash: string
  /** The in-process chain, for anything the helpers below do not cover. */
  readonly svm: LiteSVM
  /** Credits `lamports` to `address` (a landed airdrop: the slot moves, a new blockhash comes). */
  fund(address: string, lamports: bigint): void
  /** Writes a new initialized mint with a zero supply; resolves to its address. */
  createMint(params: CreateMintParams): Promise<string>
  /** Adds `amount` base units to `owner`'s associated token account of `mint`, creating it when missing. */
  mintTo(mint: string, owner: string, amount: bigint): Promise<void>
  /** Stops the server (open connections too); safe to call twice. */
  close(): Promise<void>
}

/**
 * Starts a Solana JSON-RPC server over litesvm (an in-process SVM) on loopback: the methods
 * @solana/kit and the walletport Solana adapter use, real RPC shapes, CORS for pages, and
 * helpers to fund accounts and create tokens. Node only.
 * @example const solana = await startLocalSolana(); solana.fund(wallet, 10n ** 9n); const rpc = createSolanaRpc(solana.url)
 */
export async function startLocalSolana(options: LocalSolanaOptions = {}): Promise<LocalSolana> {
  const host = options.host ?? '127.0.0.1'
  const ledger = new LocalSolanaLedger()
  const server = createServer(serveJsonRpc(solanaRpcMethods(ledger)))
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new Error(`local Solana RPC: port ${String(options.port)} on ${host} is already in use`, { cause: error }) : error)
    })
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  let closing: Promise<void> | undefined
  return {
    url: `http://${host}:${String(port)}`,
    genesisHash: LOCAL_SOLANA_GENESIS_HASH,
    svm: ledger.svm,
    fund: (to, amount) => void ledger.airdrop(address(to), lamports(amount)),
    createMint: async (params) => {
      const mint = params.seed ? await createKeyPairSignerFromPrivateKeyBytes(params.seed) : await generateKeyPairSigner()
      const authority = params.authority === undefined ? null : address(params.authority)
      writeMint(ledger.svm, { address: mint.address, decimals: params.decimals, authority, programAddress: params.programId === undefined ? TOKEN_PROGRAM_ADDRESS : address(params.programId) })
      return mint.address
    },
    mintTo: async (mint, owner, amount) => {
      await mintToOwner(ledger.svm, { mint: address(mint), owner: address(owner), amount })
    },
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })),
  }
}
