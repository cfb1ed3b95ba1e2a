import { erc20Abi, getAddress, isAddress, numberToHex, type Hex } from 'viem'
import { getBalance, readContract } from 'viem/actions'
import { invalidParams } from './ProviderRpcError.js'
import { isRecord, positional, toHexChainId } from './rpcParams.js'
import type { TestWalletNodes } from './TestWalletNodes.js'
import type { TestWalletState } from './TestWalletState.js'

/** An ERC-20 the wallet tracks on a chain, with what the wallet knows of it beyond the chain. */
export interface TestWalletTrackedToken {
  readonly address: `0x${string}`
  /** USD per whole token. Default 0 (unknown). */
  readonly price?: number
  /** Default ''. */
  readonly iconUrl?: string
}

/** What `wallet_getAssets` reports: the native coin and these ERC-20s per chain id, read from the chain. */
export interface TestWalletAssets {
  readonly tokens: Readonly<Record<number, readonly TestWalletTrackedToken[]>>
  /** USD per whole native coin. Default 0 (unknown). */
  readonly nativePrice?: number
  /** Default ''. */
  readonly nativeIconUrl?: string
}

/** One asset as EIP-7811 wallets answer it (the reference shape: type NATIVE or ERC20). */
export interface TestWalletAsset {
  readonly address: `0x${string}` | 'native'
  readonly balance: Hex
  readonly type: 'NATIVE' | 'ERC20'
  readonly metadata: { readonly name: string; readonly symbol: string; readonly decimals: number; readonly price: number; readonly iconUrl: string }
}

type AssetType = TestWalletAsset['type']

/**
 * `wallet_getAssets` (EIP-7811): [{ account, chainFilter?, assetTypeFilter?, assetFilter? }] →
 * per hex chain id, the account's non-zero native and tracked ERC-20 balances, read from each
 * chain's node now (name, symbol and decimals from the token itself). Chains without a node
 * the wallet knows are left out.
 */
export async function getAssets(state: TestWalletState, nodes: TestWalletNodes, assets: TestWalletAssets, params: unknown): Promise<Record<string, TestWalletAsset[]>> {
  const [request] = positional(params, 1)
  if (!isRecord(request)) throw invalidParams('wallet_getAssets: expected { account, chainFilter?, assetTypeFilter?, assetFilter? }')
  const account = state.authorizedAccount(request.account).address
  const chainIds = [...state.chains.keys()].filter((chainId) => !Array.isArray(request.chainFilter) || request.chainFilter.some((hex) => typeof hex === 'string' && hex.toLowerCase() === toHexChainId(chainId)))
  const types = Array.isArray(request.assetTypeFilter) ? request.assetTypeFilter.map((type) => String(type).toUpperCase()) : ['NATIVE', 'ERC20']
  const answer: Record<string, TestWalletAsset[]> = {}
  for (const chainId of chainIds) {
    const wanted = wantedOn(request.assetFilter, toHexChainId(chainId))
    const include = (type: AssetType, address: string) => types.includes(type) && (!wanted || wanted.has(address.toLowerCase()))
    const client = nodes.client(chainId)
    const rows = await Promise.all([
      include('NATIVE', 'native') ? nativeAsset(await getBalance(client, { address: account }), assets) : undefined,
      ...(assets.tokens[chainId] ?? []).filter((token) => include('ERC20', token.address)).map(async (token): Promise<TestWalletAsset> => {
        const read = <T>(functionName: 'balanceOf' | 'name' | 'symbol' | 'decimals', args?: readonly [`0x${string}`]) =>
          readContract(client, { address: token.address, abi: erc20Abi, functionName, ...(args ? { args } : {}) } as Parameters<typeof readContract>[1]) as Promise<T>
        const [balance, name, symbol, decimals] = await Promise.all([read<bigint>('balanceOf', [account]), read<string>('name'), read<string>('symbol'), read<number>('decimals')])
        return { address: getAddress(token.address), balance: numberToHex(balance), type: 'ERC20', metadata: { name, symbol, decimals, price: token.price ?? 0, iconUrl: token.iconUrl ?? '' } }
      }),
    ])
    answer[toHexChainId(chainId)] = rows.filter((row): row is TestWalletAsset => row !== undefined && row.balance !== '0x0')
  }
  return answer
}

function nativeAsset(balance: bigint, assets: TestWalletAssets): TestWalletAsset {
  return { address: 'native', balance: numberToHex(balance), type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: assets.nativePrice ?? 0, iconUrl: assets.nativeIconUrl ?? '' } }
}

/** The lower-cased addresses (or 'native') `assetFilter` asks for on a chain; undefined = no filter. */
function wantedOn(assetFilter: unknown, hexChainId: string): Set<string> | undefined {
  if (!isRecord(assetFilter)) return undefined
  const entry = Object.entries(assetFilter).find(([key]) => key.toLowerCase() === hexChainId)?.[1]
  if (!Array.isArray(entry)) return new Set()
  return new Set(
    entry.map((item: unknown) => {
      const address = isRecord(item) ? item.address : item
      if (address !== 'native' && (typeof address !== 'string' || !isAddress(address, { strict: false }))) throw invalidParams(`wallet_getAssets: ${JSON.stringify(item)} is not an asset`)
      return address.toLowerCase()
    }),
  )
}
