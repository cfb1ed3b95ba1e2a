import type { Hex } from 'viem'
import { invalidParams, ProviderRpcError } from './ProviderRpcError.js'
import { isRecord, positional, toHexChainId } from './rpcParams.js'
import type { TestWalletNodes } from './TestWalletNodes.js'
import type { TestWalletSigner } from './TestWalletSigner.js'
import type { TestWalletState } from './TestWalletState.js'
import type { UserConfirmation } from './UserConfirmation.js'

/** EIP-5792 error codes the wallet answers with. */
const UNSUPPORTED_CHAIN = 5710
const UNKNOWN_BUNDLE = 5730
const ATOMICITY_NOT_SUPPORTED = 5760

/** EIP-7702 atomic batching: the executor the accounts delegate to, on which chains (default: all). */
export interface TestWalletAtomicBatching {
  /** The BatchExecutor's address (`deployBatchExecutor`, the same on every chain). */
  readonly executor: `0x${string}`
  /** The chains where the executor is deployed. Default: every chain the wallet knows. */
  readonly chainIds?: readonly number[]
}

/** What the calls reach of the wallet. */
interface CallsParts {
  readonly state: TestWalletState
  readonly user: UserConfirmation
  readonly signer: TestWalletSigner
  readonly nodes: TestWalletNodes
  readonly atomicBatching?: TestWalletAtomicBatching | undefined
  /** Whether the wallet answers `wallet_getAssets` (capability `assetDiscovery` on every chain). */
  readonly assetDiscovery?: boolean
}

interface Bundle {
  readonly chainId: number
  readonly atomic: boolean
  readonly hashes: Promise<Hex[]>
}

/**
 * The test wallet's EIP-5792 side. Without atomic batching (`atomic: unsupported`) a bundle the
 * user approves once is sent as its calls one after another, and one that requires atomicity is
 * refused (5760). With `atomicBatching` on the chain (`atomic: supported`) every bundle is ONE
 * EIP-7702 transaction: the account calls `execute(calls)` on itself, delegated to the
 * executor, so a failing call undoes them all. `wallet_getCallsStatus` reads the receipts from
 * the chain (100 pending, 200 confirmed, 400 not sent, 500 reverted).
 */
export class TestWalletCalls {
  readonly #bundles = new Map<string, Bundle>()
  #next = 1

  readonly #parts: CallsParts

  constructor(parts: CallsParts) {
    this.#parts = parts
  }

  /**
   * wallet_getCapabilities: [address, chainIds?] → per chain, `atomic: supported` where it
   * batches atomically, else `unsupported`; and `assetDiscovery: { supported: true }` (EIP-7811)
   * when it answers wallet_getAssets.
   */
  getCapabilities(params: unknown): Record<string, { readonly atomic: { readonly status: 'supported' | 'unsupported' }; readonly assetDiscovery?: { readonly supported: true } }> {
    const [address, chainIds] = positional(params, 1)
    this.#parts.state.authorizedAccount(address)
    const asked = Array.isArray(chainIds) ? chainIds.filter((id): id is string => typeof id === 'string') : [...this.#parts.state.chains.keys()].map(toHexChainId)
    const assets = this.#parts.assetDiscovery ? { assetDiscovery: { supported: true } as const } : {}
    return Object.fromEntries(asked.map((chainId) => [chainId, { atomic: { status: this.#executorOn(chainId) ? 'supported' : 'unsupported' }, ...assets }]))
  }

  /** wallet_sendCalls: [{ version, chainId, from, calls, atomicRequired }] → { id }. */
  async sendCalls(params: unknown): Promise<{ readonly id: string }> {
    const [request] = positional(params, 1)
    if (!isRecord(request) || !Array.isArray(request.calls) || request.calls.length === 0) throw invalidParams('wallet_sendCalls: expected { calls: [...] }')
    const { state, signer } = this.#parts
    const executor = this.#executorOn(toHexChainId(state.chainId))
    if (request.atomicRequired === true && !executor) throw new ProviderRpcError(ATOMICITY_NOT_SUPPORTED, 'This wallet cannot execute calls atomically.')
    if (request.chainId !== toHexChainId(state.chainId)) throw new ProviderRpcError(UNSUPPORTED_CHAIN, `wallet_sendCalls: chain ${String(request.chainId)} is not the current chain`)
    const from = request.from ?? state.visibleAddresses()[0]
    const transactions = request.calls.map((call) => {
      if (!isRecord(call)) throw invalidParams('wallet_sendCalls: each call must be an object')
      return { from, to: call.to, data: call.data, value: call.value }
    })
    state.authorizedAccount(from)
    const atomic = executor ? signer.prepareAtomic(from, transactions, executor) : undefined
    await this.#parts.user.confirm('wallet_sendCalls', params)
    const id = `0x${(this.#next++).toString(16).padStart(64, '0')}`
    const hashes = atomic ? signer.sendAtomic(atomic).then((hash) => [hash]) : signer.sendConfirmed(transactions)
    // The id is answered once the bundle is on its way; a failure shows in its status.
    hashes.catch(() => undefined)
    this.#bundles.set(id, { chainId: state.chainId, atomic: atomic !== undefined, hashes })
    return { id }
  }

  /** wallet_getCallsStatus: [id] → { version, id, chainId, status, atomic: false, receipts }. */
  async getCallsStatus(params: unknown): Promise<Record<string, unknown>> {
    const [id] = positional(params, 1)
    const bundle = typeof id === 'string' ? this.#bundles.get(id) : undefined
    if (!bundle) throw new ProviderRpcError(UNKNOWN_BUNDLE, 'Unknown bundle id.')
    const base = { version: '2.0.0', id, chainId: toHexChainId(bundle.chainId), atomic: bundle.atomic }
    let hashes: Hex[]
    try {
      hashes = await bundle.hashes
    } catch {
      return { ...base, status: 400 }
    }
    const receipts = await Promise.all(hashes.map((hash) => this.#parts.nodes.forward('eth_getTransactionReceipt', [hash]) as Promise<Record<string, unknown> | null>))
    if (receipts.some((receipt) => receipt === null)) return { ...base, status: 100 }
    const mined = receipts as Record<string, unknown>[]
    const reverted = mined.some((receipt) => receipt.status !== '0x1')
    return {
      ...base,
      status: reverted ? 500 : 200,
      receipts: mined.map((receipt) => ({
        logs: (receipt.logs as Record<string, unknown>[]).map((log) => ({ address: log.address, data: log.data, topics: log.topics })),
        status: receipt.status,
        blockHash: receipt.blockHash,
        blockNumber: receipt.blockNumber,
        gasUsed: receipt.gasUsed,
        transactionHash: receipt.transactionHash,
      })),
    }
  }

  /** The executor the wallet batches with on `hexChainId`, if atomic batching is on there. */
  #executorOn(hexChainId: string): `0x${string}` | undefined {
    const batching = this.#parts.atomicBatching
    if (!batching) return undefined
    const chainIds = batching.chainIds ?? [...this.#parts.state.chains.keys()]
    return chainIds.some((chainId) => toHexChainId(chainId) === hexChainId.toLowerCase()) ? batching.executor : undefined
  }
}
