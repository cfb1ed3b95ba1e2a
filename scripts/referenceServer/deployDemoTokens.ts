import { createWalletClient, createPublicClient, http, parseUnits, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { compileSolidity, type ContractArtifact } from './compileSolidity.js'

/** An ERC-20 the reference server reports balances and transfers of. */
export interface DemoTokenInfo {
  readonly address: `0x${string}`
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  /** USD per whole token (a local price list: there is no market offline). */
  readonly price: number
}

/** The tokens `npm start` deploys on every demo chain. */
export const DEMO_TOKENS: readonly Omit<DemoTokenInfo, 'address'>[] = [
  { name: 'Demo Dollar', symbol: 'DUSD', decimals: 6, price: 1 },
  { name: 'Demo Gold', symbol: 'DGLD', decimals: 18, price: 2_350.5 },
]

/**
 * The demo USDC the local onramp sells (6 decimals, like USDC): its whole supply goes to the
 * deployer, the local providers' treasury, so visitors hold none until they buy.
 */
export const DEMO_USDC: Omit<DemoTokenInfo, 'address'> = { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1 }
export const DEMO_USDC_SUPPLY = '1000000'

/** DemoToken.sol compiled with solc-js (about a second, once per process; cached across runs). */
export function demoTokenArtifact(): ContractArtifact {
  const { DemoToken } = compileSolidity(new URL('./DemoToken.sol', import.meta.url))
  if (!DemoToken) throw new Error('solc: DemoToken missing from the output')
  return DemoToken
}

/**
 * Deploys DEMO_TOKENS on one chain from `deployerKey`, minting 1 000 of each to every holder,
 * then DEMO_USDC, all of it the deployer's.
 * Deterministic: on a fresh anvil the addresses are the same every time.
 * @example const tokens = await deployDemoTokens({ rpcUrl, deployerKey, holders })
 */
export async function deployDemoTokens(options: {
  readonly rpcUrl: string
  readonly chainId: number
  readonly deployerKey: Hex
  readonly holders: readonly `0x${string}`[]
}): Promise<DemoTokenInfo[]> {
  const { abi, bytecode } = demoTokenArtifact()
  const chain = { id: options.chainId, name: `Chain ${options.chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [options.rpcUrl] } } }
  const account = privateKeyToAccount(options.deployerKey)
  const wallet = createWalletClient({ account, chain, transport: http(options.rpcUrl) })
  const client = createPublicClient({ chain, transport: http(options.rpcUrl) })
  const deployed: DemoTokenInfo[] = []
  const plan = [
    ...DEMO_TOKENS.map((token) => ({ token, holders: options.holders, amount: '1000' })),
    { token: DEMO_USDC, holders: [account.address], amount: DEMO_USDC_SUPPLY },
  ]
  for (const { token, holders, amount } of plan) {
    const hash = await wallet.deployContract({
      abi,
      bytecode,
      args: [token.name, token.symbol, token.decimals, holders, parseUnits(amount, token.decimals)],
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (!receipt.contractAddress) throw new Error(`deploy of ${token.symbol} failed`)
    deployed.push({ ...token, address: receipt.contractAddress })
  }
  return deployed
}
