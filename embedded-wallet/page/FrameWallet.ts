import { hashTypedData, numberToHex, type Address, type Hex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { classifyRpcMethod } from '../../core/embedded/classifyRpcMethod.js'
import type { ApprovalCall, Approver, Eip155ApprovalCall } from './Approver.js'
import type { SolanaKey } from './deriveSolanaKey.js'
import type { FrameAccounts } from './FrameAccounts.js'
import type { FrameSmartAccounts } from './FrameSmartAccounts.js'
import { DroppedRequest, FrameRequestError, RPC_ERROR_CODES } from './FrameRequestError.js'
import type { RpcRequestPayload } from './framePayloadSchemas.js'
import type { JsonRpcClient } from './JsonRpcClient.js'
import { performSolanaCall } from './performSolanaCall.js'
import { prepareTransaction } from './prepareTransaction.js'
import { readSigningCall, SIGNING_METHODS, type SigningMethod } from './readSigningCall.js'
import { assertSolanaSigner, readSolanaCall, SOLANA_SIGNING_METHODS, type SolanaSigningMethod } from './readSolanaCall.js'

/** The wallet's ports: the current keys, the visitor's approval, the chain's RPC. */
export interface FrameWalletOptions {
  /** The signed-in user's unlocked account, if any. */
  readonly account: () => PrivateKeyAccount | undefined
  /** The signed-in user's Solana key, if any. */
  readonly solanaKey: () => SolanaKey | undefined
  readonly approver: Approver
  readonly rpc: Pick<JsonRpcClient, 'request'>
  /** The user's smart accounts: which one is active on a chain, and how it signs and sends. */
  readonly smartAccounts?: { readonly active: Pick<FrameAccounts, 'activeSmartAccount'>; readonly perform: FrameSmartAccounts }
}

const SIGNING: ReadonlySet<string> = new Set(SIGNING_METHODS)
const SOLANA_SIGNING: ReadonlySet<string> = new Set(SOLANA_SIGNING_METHODS)

/**
 * RPC_REQUEST and RPC_ABORT: reads answered locally or forwarded to the chain's RPC URL;
 * personal_sign, eth_signTypedData_v4 and eth_sendTransaction, and on a 'solana:…' chain the four
 * solana_* signing methods, performed only after the visitor approved them in the frame's own UI;
 * everything else (a method of the other family too) refused with an EIP-1193 code.
 * @example await wallet.request({ method: 'eth_chainId', chainId: 10, rpcUrl }, { id, origin }) // '0xa'
 */
export class FrameWallet {
  readonly #options: FrameWalletOptions
  readonly #aborts = new Map<string, AbortController>()
  /** Sends run one after another, so two approved transactions never read the same nonce. */
  #sending: Promise<unknown> = Promise.resolve()

  constructor(options: FrameWalletOptions) {
    this.#options = options
  }

  /** Answers one RPC_REQUEST; `origin` is the pinned parent origin shown in the approve UI. */
  async request(payload: RpcRequestPayload, context: { readonly id: string; readonly origin: string }): Promise<unknown> {
    const { method, params, chainId, rpcUrl } = payload
    if (typeof chainId === 'string') return this.#requestSolana({ method, params, chainId, rpcUrl }, context)
    if (method.startsWith('solana_')) throw unsupported(method)
    if (method === 'eth_accounts' || method === 'eth_requestAccounts') {
      const address = this.#options.account()?.address
      return address ? [(await this.#activeSmartAccount(chainId)) ?? address] : []
    }
    if (method === 'eth_chainId') return numberToHex(chainId)
    const kind = classifyRpcMethod(method)
    if (kind === 'safe') return this.#options.rpc.request(rpcUrl, method, params ?? [])
    if (kind === 'disallowed') throw new FrameRequestError('Requested RPC call is not allowed', { code: RPC_ERROR_CODES.unsupportedMethod })
    if (!SIGNING.has(method)) throw unsupported(method)

    const account = this.#options.account()
    if (!account) throw new FrameRequestError('User is not signed in', { code: RPC_ERROR_CODES.unauthorized })
    const call = readSigningCall(method as SigningMethod, params, chainId)
    const signer = call.method === 'eth_sendTransaction' ? call.transaction.from : call.address
    // The active account signs: the smart account where the visitor prefers it, else the key.
    const smartAccount = await this.#activeSmartAccount(chainId)
    if (signer.toLowerCase() !== (smartAccount ?? account.address).toLowerCase()) throw new FrameRequestError('Unknown account', { code: RPC_ERROR_CODES.unauthorized })

    // Unsignable typed data fails here, before the visitor is asked about it.
    if (call.method === 'eth_signTypedData_v4') signingStep(() => hashTypedData(call.typedData as Parameters<typeof hashTypedData>[0]))
    await this.#approve(context, call)
    return smartAccount ? this.#performAsSmartAccount(account, call, chainId) : this.#perform(account, call, rpcUrl)
  }

  /** RPC_ABORT: the request's approve UI goes, and it is never answered. */
  abort(id: string): void {
    this.#aborts.get(id)?.abort()
  }

  /** A request on a Solana chain: the solana_* signing methods only, each after approval. */
  async #requestSolana(payload: RpcRequestPayload & { readonly chainId: string }, context: { readonly id: string; readonly origin: string }): Promise<unknown> {
    const { method, params, chainId, rpcUrl } = payload
    if (!SOLANA_SIGNING.has(method)) throw unsupported(method)
    const key = this.#options.solanaKey()
    if (!key) throw new FrameRequestError('User is not signed in', { code: RPC_ERROR_CODES.unauthorized })
    const call = readSolanaCall(method as SolanaSigningMethod, params, chainId)
    assertSolanaSigner(call, key.address)
    await this.#approve(context, call)
    return performSolanaCall({ call, key, rpc: (rpcMethod, rpcParams) => this.#options.rpc.request(rpcUrl, rpcMethod, rpcParams) })
  }

  async #approve(context: { readonly id: string; readonly origin: string }, call: ApprovalCall): Promise<void> {
    const { approver } = this.#options
    const controller = new AbortController()
    this.#aborts.set(context.id, controller)
    const aborted = new Promise<never>((_resolve, reject) => {
      controller.signal.addEventListener('abort', () => reject(new DroppedRequest('The app aborted the request')), { once: true })
    })
    try {
      await Promise.race([approver.approve({ id: context.id, origin: context.origin, call }), aborted])
    } catch (error) {
      if (controller.signal.aborted) approver.cancel(context.id)
      throw error
    } finally {
      this.#aborts.delete(context.id)
    }
  }

  #activeSmartAccount(chainId: number): Promise<Address | undefined> {
    return this.#options.smartAccounts?.active.activeSmartAccount(chainId) ?? Promise.resolve(undefined)
  }

  /** The smart account's signature (6492 until deployed, 1271 after) or send (deploys it on first use). */
  async #performAsSmartAccount(owner: PrivateKeyAccount, call: Eip155ApprovalCall, chainId: number): Promise<unknown> {
    const smart = this.#options.smartAccounts?.perform
    if (!smart) throw new FrameRequestError('Smart accounts are not enabled')
    switch (call.method) {
      case 'personal_sign':
        return smart.signMessage(owner, chainId, call.message)
      case 'eth_signTypedData_v4':
        return smart.signTypedData(owner, chainId, call.typedData)
      case 'eth_sendTransaction': {
        const send = this.#sending.then(() => smart.sendTransaction(owner, chainId, call.transaction))
        this.#sending = send.catch(() => undefined)
        return send
      }
    }
  }

  async #perform(account: PrivateKeyAccount, call: Eip155ApprovalCall, rpcUrl: string): Promise<unknown> {
    switch (call.method) {
      case 'personal_sign':
        return account.signMessage({ message: { raw: call.message } })
      case 'eth_signTypedData_v4':
        return account.signTypedData(call.typedData as Parameters<PrivateKeyAccount['signTypedData']>[0])
      case 'eth_sendTransaction': {
        const send = this.#sending.then(async () => {
          const rpc = (method: string, params: readonly unknown[]) => this.#options.rpc.request(rpcUrl, method, params)
          const transaction = await prepareTransaction({ request: call.transaction, chainId: call.chainId, rpc })
          const raw = await account.signTransaction(transaction)
          return (await rpc('eth_sendRawTransaction', [raw])) as Hex
        })
        this.#sending = send.catch(() => undefined)
        return send
      }
    }
  }
}

function unsupported(method: string): FrameRequestError {
  return new FrameRequestError(`Unsupported method: ${method}`, { code: RPC_ERROR_CODES.unsupportedMethod })
}

/** Runs a viem step; its errors become a FrameRequestError with viem's short message. */
function signingStep<T>(step: () => T): T {
  try {
    return step()
  } catch (error) {
    const short = (error as { shortMessage?: unknown }).shortMessage
    throw new FrameRequestError(`Invalid params for eth_signTypedData_v4: ${typeof short === 'string' ? short : 'typed data cannot be signed'}`, { code: -32602, cause: error })
  }
}
