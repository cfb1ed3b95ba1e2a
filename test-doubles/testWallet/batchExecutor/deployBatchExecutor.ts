import { concat, createPublicClient, createWalletClient, getContractAddress, http, zeroHash, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { BATCH_EXECUTOR_BYTECODE } from './batchExecutorArtifact.js'

/**
 * The deterministic CREATE2 deployer (Arachnid's proxy) that anvil and most chains carry at
 * this address: `salt ‖ initcode` sent to it deploys the code at an address that depends on
 * neither the sender nor its nonce.
 */
const CREATE2_DEPLOYER = '0x4e59b44847b379578588920cA78FbF26c0B4956C'

/** Where the BatchExecutor lives on every chain that has the CREATE2 deployer. */
export const BATCH_EXECUTOR_ADDRESS: `0x${string}` = getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt: zeroHash, bytecode: BATCH_EXECUTOR_BYTECODE })

/**
 * Deploys the BatchExecutor (the code the test wallet's accounts delegate to with EIP-7702)
 * through the CREATE2 deployer, paid by `deployerKey`; answers its address, the same on every
 * chain. Idempotent: a chain that has it already is left alone.
 * @example const executor = await deployBatchExecutor({ rpcUrl: anvil.rpcUrl, deployerKey: ANVIL_ACCOUNTS[0].privateKey })
 */
export async function deployBatchExecutor(options: { readonly rpcUrl: string; readonly deployerKey: Hex }): Promise<`0x${string}`> {
  const transport = http(options.rpcUrl, { retryCount: 0 })
  const client = createPublicClient({ transport })
  if (await hasCode(client, BATCH_EXECUTOR_ADDRESS)) return BATCH_EXECUTOR_ADDRESS
  if (!(await hasCode(client, CREATE2_DEPLOYER))) throw new Error(`deployBatchExecutor: ${options.rpcUrl} has no CREATE2 deployer at ${CREATE2_DEPLOYER}`)
  const chain = { id: await client.getChainId(), name: 'chain', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [options.rpcUrl] } } }
  const wallet = createWalletClient({ account: privateKeyToAccount(options.deployerKey), chain, transport })
  const hash = await wallet.sendTransaction({ to: CREATE2_DEPLOYER, data: concat([zeroHash, BATCH_EXECUTOR_BYTECODE]) })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success' || !(await hasCode(client, BATCH_EXECUTOR_ADDRESS))) throw new Error('deployBatchExecutor: the deployment reverted')
  return BATCH_EXECUTOR_ADDRESS
}

async function hasCode(client: ReturnType<typeof createPublicClient>, address: `0x${string}`): Promise<boolean> {
  const code = await client.getCode({ address })
  return code !== undefined && code !== '0x'
}
