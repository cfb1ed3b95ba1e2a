import type { Balance } from '../account/Balance.js'
import { InvalidWalletResponseError } from '../account/validateAccounts.js'
import { formatFixedPoint } from '../format/formatFixedPoint.js'
import type { Network } from '../network/Network.js'
import type { WalletAsset } from './walletAssetsSchema.js'

/** The EIP-7528 address some wallets give the native coin instead of 'native'. */
const NATIVE_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * A wallet's asset (EIP-7811) as a Tokens tab row: quantity from the hex balance and decimals,
 * value = quantity × price. The native coin's missing metadata comes from the network; an
 * ERC-20 without name, symbol or decimals is an invalid answer (typed). Other asset types
 * (NFTs) are not balances: undefined.
 * @example assetToBalance({ address: 'native', balance: '0xde0b6b3a7640000', type: 'NATIVE' }, network) // 1 ETH
 */
export function assetToBalance(asset: WalletAsset, network: Network): Balance | undefined {
  const type = asset.type.toUpperCase()
  const native = type === 'NATIVE' || asset.address === 'native' || asset.address.toLowerCase() === NATIVE_ADDRESS
  if (!native && type !== 'ERC20') return undefined
  const metadata = asset.metadata ?? {}
  const name = metadata.name ?? (native ? network.nativeCurrency.name : undefined)
  const symbol = metadata.symbol ?? (native ? network.nativeCurrency.symbol : undefined)
  const decimals = metadata.decimals ?? (native ? network.nativeCurrency.decimals : undefined)
  if (name === undefined || symbol === undefined || decimals === undefined) throw new InvalidWalletResponseError('an ERC-20 asset without name, symbol or decimals', { address: asset.address })
  const numeric = formatFixedPoint(BigInt(asset.balance), decimals, decimals)
  const price = metadata.price ?? 0
  return {
    name,
    symbol,
    chainId: network.caipNetworkId,
    ...(native ? {} : { address: `${network.caipNetworkId}:${asset.address}` }),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(decimals), numeric },
    iconUrl: metadata.iconUrl ?? (native ? (network.assets?.imageUrl ?? '') : ''),
  }
}
