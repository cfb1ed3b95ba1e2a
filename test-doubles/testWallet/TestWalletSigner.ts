import { BaseError, encodeFunctionData, ExecutionRevertedError, getAddress, hexToBigInt, isAddress, isHex, type Chain, type Client, type Hex, type HttpTransport, type SignedAuthorization, type TypedDataDefinition } from 'viem'
import { estimateGas, getCode, sendTransaction, signAuthorization } from 'viem/actions'
import { BATCH_EXECUTOR_ABI } from './batchExecutor/batchExecutorArtifact.js'
import { errorMessage, fromViemError, invalidParams } from './ProviderRpcError.js'
import { isRecord, positional, toHexChainId } from './rpcParams.js'
import type { TestWalletNodes } from './TestWalletNodes.js'
import type { TestWalletState } from './TestWalletState.js'
import type { UserConfirmation } from './UserConfirmation.js'

/** A checked transaction for viem's sendTransaction (the chain is the client's). */
interface PreparedSend {
  readonly account: ReturnType<TestWalletState['authorizedAccount']>
  readonly to: `0x${string}` | undefined
  readonly data: Hex | undefined
  readonly value: bigint | undefined
  readonly gas: bigint | undefined
  readonly nonce: number | undefined
  readonly gasPrice?: bigint
  readonly maxFeePerGas?: bigint
  readonly maxPriorityFeePerGas?: bigint
  readonly authorizationList?: readonly SignedAuthorization[]
}

/** A checked atomic bundle: the account's call to itself of `execute(calls)` on its delegate. */
export interface PreparedAtomicBundle {
  readonly account: PreparedSend['account']
  readonly executor: `0x${string}`
  readonly data: Hex
}

/**
 * Gas for a batch the node says reverts: the wallet does not simulate for the user, it sends
 * the batch as asked, so the revert shows on chain (EIP-5792 status 500).
 */
const REVERTING_BATCH_GAS = 1_000_000n

/** What the wallet signs with its viem local accounts: messages, typed data and transactions. */
export class TestWalletSigner {
  readonly #state: TestWalletState
  readonly #user: UserConfirmation
  readonly #nodes: TestWalletNodes
  #sending: Promise<unknown> = Promise.resolve()

  constructor(state: TestWalletState, user: UserConfirmation, nodes: TestWalletNodes) {
    this.#state = state
    this.#user = user
    this.#nodes = nodes
  }

  /** personal_sign: [message, address]; a hex message is signed as raw bytes. */
  async personalSign(params: unknown): Promise<Hex> {
    const [message, address] = positional(params, 2)
    if (typeof message !== 'string') throw invalidParams('personal_sign: the message must be a string')
    const account = this.#state.authorizedAccount(address)
    await this.#user.confirm('personal_sign', params)
    return account.signMessage({ message: isHex(message) ? { raw: message } : message })
  }

  /** eth_signTypedData_v4: [address, typed data as JSON or object]. */
  async signTypedData(params: unknown): Promise<Hex> {
    const [address, data] = positional(params, 2)
    const account = this.#state.authorizedAccount(address)
    let typedData: unknown
    try {
      typedData = typeof data === 'string' ? JSON.parse(data) : data
    } catch {
      throw invalidParams('eth_signTypedData_v4: the typed data is not valid JSON')
    }
    if (!isRecord(typedData) || !isRecord(typedData.types) || typeof typedData.primaryType !== 'string') {
      throw invalidParams('eth_signTypedData_v4: the typed data needs types and primaryType')
    }
    await this.#user.confirm('eth_signTypedData_v4', params)
    try {
      return await account.signTypedData(typedData as unknown as TypedDataDefinition)
    } catch (error) {
      throw invalidParams(`eth_signTypedData_v4: ${errorMessage(error)}`)
    }
  }

  /** eth_sendTransaction: signs and sends to the current chain's node; answers the hash. */
  async sendTransaction(params: unknown): Promise<Hex> {
    const [transaction] = positional(params, 1)
    if (!isRecord(transaction)) throw invalidParams('eth_sendTransaction: the transaction must be an object')
    const request = this.#prepare(transaction)
    await this.#user.confirm('eth_sendTransaction', params)
    return this.#send(request)
  }

  /**
   * Sends already-confirmed transactions one after another (a `wallet_sendCalls` bundle the user
   * approved once); answers their hashes. A failing send stops the rest.
   */
  async sendConfirmed(transactions: readonly Record<string, unknown>[]): Promise<Hex[]> {
    const requests = transactions.map((transaction) => this.#prepare(transaction))
    const hashes: Hex[] = []
    for (const request of requests) hashes.push(await this.#send(request))
    return hashes
  }

  /**
   * Checks a `wallet_sendCalls` bundle for one EIP-7702 transaction: `from` must be authorized,
   * every call needs an address `to`; hex `data` and `value` are optional.
   */
  prepareAtomic(from: unknown, calls: readonly Record<string, unknown>[], executor: `0x${string}`): PreparedAtomicBundle {
    const account = this.#state.authorizedAccount(from)
    const batch = calls.map((call) => ({ to: address(call.to, 'to'), value: optionalQuantity(call.value, 'value') ?? 0n, data: optionalHex(call.data, 'data') ?? '0x' }))
    return { account, executor, data: encodeFunctionData({ abi: BATCH_EXECUTOR_ABI, functionName: 'execute', args: [batch] }) }
  }

  /**
   * Sends an already-confirmed atomic bundle as ONE type-4 transaction from the account to
   * itself: with an EIP-7702 authorization (signed for the transaction's own nonce + 1, as the
   * sender is the authority) unless the account's code already delegates to the executor.
   * Answers the hash.
   */
  async sendAtomic(bundle: PreparedAtomicBundle): Promise<Hex> {
    return this.#send(async (client) => {
      const { account, executor, data } = bundle
      const code = await getCode(client, { address: account.address })
      const delegated = code?.toLowerCase() === `0xef0100${executor.slice(2).toLowerCase()}`
      // Delegating to an address without code would make every bundle a silent no-op.
      if (!delegated && !(await getCode(client, { address: executor }))) throw invalidParams(`wallet_sendCalls: the batch executor ${executor} has no code on chain ${client.chain.id}`)
      const authorizationList = delegated ? undefined : [await signAuthorization(client, { account, contractAddress: executor, executor: 'self' })]
      const request = { account, to: account.address, data, ...(authorizationList ? { authorizationList } : {}) }
      const gas = await estimateGas(client, request).catch((error: unknown) => {
        if (error instanceof BaseError && error.walk((cause) => cause instanceof ExecutionRevertedError)) return REVERTING_BATCH_GAS
        throw error
      })
      return { ...request, value: undefined, nonce: undefined, gas }
    })
  }

  /** Checks a transaction object against the wallet's account and chain; viem's request for it. */
  #prepare(transaction: Record<string, unknown>): PreparedSend {
    const account = this.#state.authorizedAccount(transaction.from)
    const { chainId } = this.#state
    if (transaction.chainId !== undefined && quantity(transaction.chainId, 'chainId') !== BigInt(chainId)) {
      throw invalidParams(`eth_sendTransaction: chainId ${String(transaction.chainId)} is not the current chain ${toHexChainId(chainId)}`)
    }
    return {
      account,
      to: transaction.to === undefined || transaction.to === null ? undefined : address(transaction.to, 'to'),
      data: optionalHex(transaction.data ?? transaction.input, 'data'),
      value: optionalQuantity(transaction.value, 'value'),
      gas: optionalQuantity(transaction.gas, 'gas'),
      nonce: transaction.nonce === undefined || transaction.nonce === null ? undefined : Number(quantity(transaction.nonce, 'nonce')),
      ...fees(transaction),
    }
  }

  /** Sends `request` (or what `prepare` builds once the sends before it are done) on the current chain. */
  async #send(request: PreparedSend | ((client: Client<HttpTransport, Chain>) => Promise<PreparedSend>)): Promise<Hex> {
    const client = this.#nodes.client(this.#state.chainId)
    // One send at a time, as a wallet's nonce tracker would: concurrent sends get consecutive nonces.
    const sent = this.#sending.then(async () => {
      const prepared = typeof request === 'function' ? await request(client) : request
      return sendTransaction(client, { ...prepared, chain: client.chain } as Parameters<typeof sendTransaction>[1])
    })
    this.#sending = sent.catch(() => undefined)
    try {
      return await sent
    } catch (error) {
      throw fromViemError(error)
    }
  }
}

function address(value: unknown, field: string): `0x${string}` {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) throw invalidParams(`eth_sendTransaction: ${field} must be an address`)
  return getAddress(value)
}

function quantity(value: unknown, field: string): bigint {
  if (typeof value !== 'string' || !/^0x[0-9a-f]+$/i.test(value)) throw invalidParams(`eth_sendTransaction: ${field} must be a hex quantity`)
  return hexToBigInt(value as Hex)
}

function optionalQuantity(value: unknown, field: string): bigint | undefined {
  return value === undefined || value === null ? undefined : quantity(value, field)
}

function optionalHex(value: unknown, field: string): Hex | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isHex(value)) throw invalidParams(`eth_sendTransaction: ${field} must be hex data`)
  return value
}

/** Legacy gasPrice or EIP-1559 fees, whichever the site gave; none lets viem estimate. */
function fees(transaction: Record<string, unknown>): { gasPrice: bigint } | { maxFeePerGas?: bigint; maxPriorityFeePerGas?: bigint } {
  const gasPrice = optionalQuantity(transaction.gasPrice, 'gasPrice')
  if (gasPrice !== undefined) return { gasPrice }
  const maxFeePerGas = optionalQuantity(transaction.maxFeePerGas, 'maxFeePerGas')
  const maxPriorityFeePerGas = optionalQuantity(transaction.maxPriorityFeePerGas, 'maxPriorityFeePerGas')
  return {
    ...(maxFeePerGas === undefined ? {} : { maxFeePerGas }),
    ...(maxPriorityFeePerGas === undefined ? {} : { maxPriorityFeePerGas }),
  }
}
