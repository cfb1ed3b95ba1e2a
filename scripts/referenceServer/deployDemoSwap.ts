import { createPublicClient, createWalletClient, getAddress, http, parseEther, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { compileSolidity, type ContractArtifact } from './compileSolidity.js'
import { demoTokenArtifact, type DemoTokenInfo } from './deployDemoTokens.js'

/** One token/WETH pool of the demo AMM. */
export interface DemoSwapPair {
  readonly token: DemoTokenInfo
  readonly pair: Address
}

/** The demo AMM on one chain: WETH, the router every swap goes through, a pool per token. */
export interface DemoSwap {
  readonly router: Address
  readonly weth: Address
  readonly pairs: readonly DemoSwapPair[]
}

/** Each pool holds this much value on each side at the local prices (USD). */
export const DEMO_POOL_DEPTH_USD = 100_000

/** DemoSwap.sol compiled (DemoWETH, DemoPair, DemoRouter). */
export function demoSwapArtifacts(): { readonly DemoWETH: ContractArtifact; readonly DemoPair: ContractArtifact; readonly DemoRouter: ContractArtifact } {
  const { DemoWETH, DemoPair, DemoRouter } = compileSolidity(new URL('./DemoSwap.sol', import.meta.url))
  if (!DemoWETH || !DemoPair || !DemoRouter) throw new Error('solc: DemoSwap.sol lacks a contract')
  return { DemoWETH, DemoPair, DemoRouter }
}

/**
 * Deploys the demo AMM on one chain from `deployerKey` (the tokens' deployer, who may mint them):
 * WETH, the router, then for each token a pool seeded with DEMO_POOL_DEPTH_USD of the token and
 * of WETH at the local prices (`ethPrice` USD per ETH, the token's `price`).
 * Deterministic: on a fresh anvil after deployDemoTokens the addresses are the same every time.
 * @example const swap = await deployDemoSwap({ rpcUrl, chainId, deployerKey, tokens, ethPrice: 2500 })
 */
export async function deployDemoSwap(options: {
  readonly rpcUrl: string
  readonly chainId: number
  readonly deployerKey: Hex
  readonly tokens: readonly DemoTokenInfo[]
  readonly ethPrice: number
}): Promise<DemoSwap> {
  const { DemoWETH, DemoPair, DemoRouter } = demoSwapArtifacts()
  const token = demoTokenArtifact()
  const chain = { id: options.chainId, name: `Chain ${options.chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [options.rpcUrl] } } }
  const account = privateKeyToAccount(options.deployerKey)
  const wallet = createWalletClient({ account, chain, transport: http(options.rpcUrl) })
  const client = createPublicClient({ chain, transport: http(options.rpcUrl) })
  const mined = async (hash: Hex, what: string) => {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`demo swap: ${what} reverted`)
    return receipt
  }
  const deploy = async (artifact: ContractArtifact, args: readonly unknown[], what: string): Promise<Address> => {
    const receipt = await mined(await wallet.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, args }), `deploy of ${what}`)
    if (!receipt.contractAddress) throw new Error(`demo swap: deploy of ${what} failed`)
    return getAddress(receipt.contractAddress)
  }

  const weth = await deploy(DemoWETH, [], 'WETH')
  const router = await deploy(DemoRouter, [weth], 'the router')
  const wethPerPool = parseEther(String(DEMO_POOL_DEPTH_USD / options.ethPrice))
  await mined(await wallet.writeContract({ address: weth, abi: DemoWETH.abi, functionName: 'deposit', value: wethPerPool * BigInt(options.tokens.length) }), 'WETH deposit')
  const pairs: DemoSwapPair[] = []
  for (const demo of options.tokens) {
    await mined(await wallet.writeContract({ address: router, abi: DemoRouter.abi, functionName: 'createPair', args: [demo.address] }), `the ${demo.symbol} pool`)
    const pair = getAddress(await client.readContract({ address: router, abi: DemoRouter.abi, functionName: 'pairOf', args: [demo.address] }) as Address)
    const tokenAmount = (wethPerPool * micro(options.ethPrice) * 10n ** BigInt(demo.decimals)) / (micro(demo.price) * 10n ** 18n)
    await mined(await wallet.writeContract({ address: demo.address, abi: token.abi, functionName: 'mint', args: [pair, tokenAmount] }), `${demo.symbol} mint`)
    await mined(await wallet.writeContract({ address: weth, abi: DemoWETH.abi, functionName: 'transfer', args: [pair, wethPerPool] }), 'WETH transfer')
    await mined(await wallet.writeContract({ address: pair, abi: DemoPair.abi, functionName: 'mint', args: [account.address] }), `${demo.symbol} liquidity`)
    pairs.push({ token: demo, pair })
  }
  return { router, weth, pairs }
}

/** A USD price in millionths, as an integer for exact pool ratios. */
function micro(price: number): bigint {
  return BigInt(Math.round(price * 1_000_000))
}
