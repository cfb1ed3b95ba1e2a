import { decodeFunctionResult, encodeFunctionData, getAddress, hashMessage, hashTypedData, numberToHex, type Address, type Hex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { createAccountCalldata, SMART_ACCOUNT_ABI, SMART_ACCOUNT_FACTORY_ABI, SMART_ACCOUNT_FACTORY_ADDRESS, SMART_ACCOUNT_SALT, signForSmartAccount } from '../smartAccount/smartAccountContracts.js'
import type { TypedDataRequest } from './Approver.js'
import { FrameRequestError } from './FrameRequestError.js'
import type { JsonRpcClient } from './JsonRpcClient.js'
import { prepareTransaction, type TransactionRequest } from './prepareTransaction.js'

/** A chain where the frame offers smart accounts, and the RPC URL the frame reads it through (its own, from its config). */
export interface SmartAccountNetwork {
  readonly chainId: number
  readonly rpcUrl: string
}

/** A send waits for its deployment transaction this long, polling every RECEIPT_POLL_MS. */
const RECEIPT_TIMEOUT_MS = 30_000
const RECEIPT_POLL_MS = 250

/**
 * The users' smart accounts (SmartAccount.sol, one per key and chain, made by the factory with
 * CREATE2): their counterfactual address and deployed state read from the chain, their
 * signatures (EIP-6492 wrapped until deployed, EIP-1271 after), and sends: the owner's EOA pays
 * the gas, deploys the account on first use, then has it `execute` the call.
 * @example const address = await smartAccounts.addressOf(owner.address, 31337)
 */
export class FrameSmartAccounts {
  readonly #networks: ReadonlyMap<number, string>
  readonly #rpc: Pick<JsonRpcClient, 'request'>
  readonly #sleep: (ms: number) => Promise<void>
  readonly #addresses = new Map<string, Address>()

  constructor(options: { readonly networks: readonly SmartAccountNetwork[]; readonly rpc: Pick<JsonRpcClient, 'request'>; readonly sleep?: (ms: number) => Promise<void> }) {
    this.#networks = new Map(options.networks.map((network) => [network.chainId, network.rpcUrl]))
    this.#rpc = options.rpc
    this.#sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)))
  }

  /** GET_SMART_ACCOUNT_ENABLED_NETWORKS: the chain numbers. */
  get enabledChainIds(): readonly number[] {
    return [...this.#networks.keys()]
  }

  /** True on a chain number the frame offers smart accounts on. */
  isEnabled(chainId: unknown): chainId is number {
    return typeof chainId === 'number' && this.#networks.has(chainId)
  }

  /** The owner's account on `chainId` (the factory's counterfactual address; asked once). */
  async addressOf(owner: Address, chainId: number): Promise<Address> {
    const key = `${chainId}:${owner.toLowerCase()}`
    const known = this.#addresses.get(key)
    if (known) return known
    const data = encodeFunctionData({ abi: SMART_ACCOUNT_FACTORY_ABI, functionName: 'getAddress', args: [owner, SMART_ACCOUNT_SALT] })
    const result = await this.#call(chainId, 'eth_call', [{ to: SMART_ACCOUNT_FACTORY_ADDRESS, data }, 'latest'])
    if (typeof result !== 'string' || result === '0x') throw new FrameRequestError(`No smart-account factory on chain ${chainId}`)
    const address = getAddress(decodeFunctionResult({ abi: SMART_ACCOUNT_FACTORY_ABI, functionName: 'getAddress', data: result as Hex }))
    this.#addresses.set(key, address)
    return address
  }

  /** Whether the account has code on `chainId` (smartAccountDeployed). */
  async isDeployed(address: Address, chainId: number): Promise<boolean> {
    const code = await this.#call(chainId, 'eth_getCode', [address, 'latest'])
    return typeof code === 'string' && code !== '0x' && code !== '0x0'
  }

  /** personal_sign for the account: 6492 before deployment, 1271 after. */
  async signMessage(owner: PrivateKeyAccount, chainId: number, message: Hex): Promise<Hex> {
    return this.#sign(owner, chainId, hashMessage({ raw: message }))
  }

  /** eth_signTypedData_v4 for the account: 6492 before deployment, 1271 after. */
  async signTypedData(owner: PrivateKeyAccount, chainId: number, typedData: TypedDataRequest): Promise<Hex> {
    return this.#sign(owner, chainId, hashTypedData(typedData as Parameters<typeof hashTypedData>[0]))
  }

  /**
   * eth_sendTransaction from the account: deploys it first when it has no code yet (the owner's
   * EOA pays; that transaction is waited for), then the owner's EOA calls `execute(to, value,
   * data)`, so the account's own balance pays `value`. Answers the execute transaction's hash.
   */
  async sendTransaction(owner: PrivateKeyAccount, chainId: number, request: TransactionRequest): Promise<Hex> {
    const account = await this.addressOf(owner.address, chainId)
    if (getAddress(request.from) !== account) throw new FrameRequestError('Unknown account')
    if (!request.to) throw new FrameRequestError('A smart account cannot deploy contracts')
    if (!(await this.isDeployed(account, chainId))) {
      const deployment = await this.#sendFromOwner(owner, chainId, { from: owner.address, to: SMART_ACCOUNT_FACTORY_ADDRESS, data: createAccountCalldata(owner.address) })
      await this.#mined(chainId, deployment)
    }
    const data = encodeFunctionData({ abi: SMART_ACCOUNT_ABI, functionName: 'execute', args: [request.to, BigInt(request.value ?? '0x0'), request.data ?? '0x'] })
    return this.#sendFromOwner(owner, chainId, { from: owner.address, to: account, data, ...(request.gas ? { gas: request.gas } : {}) })
  }

  async #sign(owner: PrivateKeyAccount, chainId: number, hash: Hex): Promise<Hex> {
    const account = await this.addressOf(owner.address, chainId)
    return signForSmartAccount({ owner, account, hash, deployed: await this.isDeployed(account, chainId) })
  }

  async #sendFromOwner(owner: PrivateKeyAccount, chainId: number, request: TransactionRequest): Promise<Hex> {
    const transaction = await prepareTransaction({ request, chainId, rpc: (method, params) => this.#call(chainId, method, params) })
    return (await this.#call(chainId, 'eth_sendRawTransaction', [await owner.signTransaction(transaction)])) as Hex
  }

  async #mined(chainId: number, hash: Hex): Promise<void> {
    for (let waited = 0; waited < RECEIPT_TIMEOUT_MS; waited += RECEIPT_POLL_MS) {
      const receipt = (await this.#call(chainId, 'eth_getTransactionReceipt', [hash])) as { status?: string } | null
      if (receipt?.status === '0x1') return
      if (receipt?.status === '0x0') throw new FrameRequestError('The smart account could not be deployed')
      await this.#sleep(RECEIPT_POLL_MS)
    }
    throw new FrameRequestError('The smart account deployment was not mined in time')
  }

  #call(chainId: number, method: string, params: readonly unknown[]): Promise<unknown> {
    const url = this.#networks.get(chainId)
    if (!url) throw new FrameRequestError(`Smart accounts are not enabled on chain ${numberToHex(chainId)}`)
    return this.#rpc.request(url, method, params)
  }
}
