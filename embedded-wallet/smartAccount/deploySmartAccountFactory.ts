import { concat, createPublicClient, createWalletClient, getContractAddress, http, zeroHash, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { compileSolidity, type ContractArtifact } from '../../scripts/referenceServer/compileSolidity.js'
import { CREATE2_DEPLOYER, SMART_ACCOUNT_FACTORY_ADDRESS } from './smartAccountContracts.js'

/** SmartAccount.sol compiled (the account and its factory). */
export function smartAccountArtifacts(): { readonly WalletportSmartAccount: ContractArtifact; readonly WalletportSmartAccountFactory: ContractArtifact } {
  const { WalletportSmartAccount, WalletportSmartAccountFactory } = compileSolidity(new URL('./SmartAccount.sol', import.meta.url))
  if (!WalletportSmartAccount || !WalletportSmartAccountFactory) throw new Error('solc: SmartAccount.sol lacks a contract')
  return { WalletportSmartAccount, WalletportSmartAccountFactory }
}

/** Where the compiled factory lands through the CREATE2 deployer (salt 0). */
export function compiledFactoryAddress(): Address {
  return getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt: zeroHash, bytecode: smartAccountArtifacts().WalletportSmartAccountFactory.bytecode })
}

/**
 * Deploys the smart-account factory through the CREATE2 deployer, paid by `deployerKey`, at
 * SMART_ACCOUNT_FACTORY_ADDRESS (nobody's nonce moves an address). Idempotent: a chain that has
 * it already is left alone. Throws when the compiled code no longer lands at the constant.
 * @example await deploySmartAccountFactory({ rpcUrl: anvil.directUrl, deployerKey: ANVIL_ACCOUNTS[2].privateKey })
 */
export async function deploySmartAccountFactory(options: { readonly rpcUrl: string; readonly deployerKey: Hex }): Promise<Address> {
  const { bytecode } = smartAccountArtifacts().WalletportSmartAccountFactory
  const compiled = compiledFactoryAddress()
  if (compiled !== SMART_ACCOUNT_FACTORY_ADDRESS) throw new Error(`deploySmartAccountFactory: SmartAccount.sol now deploys at ${compiled}; update SMART_ACCOUNT_FACTORY_ADDRESS`)
  const transport = http(options.rpcUrl, { retryCount: 0 })
  const client = createPublicClient({ transport })
  if (await hasCode(client, SMART_ACCOUNT_FACTORY_ADDRESS)) return SMART_ACCOUNT_FACTORY_ADDRESS
  if (!(await hasCode(client, CREATE2_DEPLOYER))) throw new Error(`deploySmartAccountFactory: ${options.rpcUrl} has no CREATE2 deployer at ${CREATE2_DEPLOYER}`)
  const chain = { id: await client.getChainId(), name: 'chain', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [options.rpcUrl] } } }
  const wallet = createWalletClient({ account: privateKeyToAccount(options.deployerKey), chain, transport })
  const hash = await wallet.sendTransaction({ to: CREATE2_DEPLOYER, data: concat([zeroHash, bytecode]) })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success' || !(await hasCode(client, SMART_ACCOUNT_FACTORY_ADDRESS))) throw new Error('deploySmartAccountFactory: the deployment reverted')
  return SMART_ACCOUNT_FACTORY_ADDRESS
}

async function hasCode(client: ReturnType<typeof createPublicClient>, address: Address): Promise<boolean> {
  const code = await client.getCode({ address })
  return code !== undefined && code !== '0x'
}
