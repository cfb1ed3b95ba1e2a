import type { Balance } from '../../core/account/Balance.js'
import { formatFixedPoint } from '../../core/format/formatFixedPoint.js'
import { truncateAddress } from '../../core/format/truncateAddress.js'
import type { CaipNetworkId } from '../../core/network/Network.js'
import type { TokenHolding } from './SolanaRpcClient.js'

/**
 * An owner's token accounts as balance rows, one per mint (several accounts of one mint are
 * added up), empty ones left out, in the order first seen. The chain knows no names or prices:
 * a row is named by its shortened mint, priced 0, with no icon.
 * @example toTokenBalances('solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69', holdings)[0]?.address // 'solana:GH7o…:<mint>'
 */
export function toTokenBalances(caipNetworkId: CaipNetworkId, holdings: readonly TokenHolding[]): readonly Balance[] {
  const byMint = new Map<string, { amount: bigint; decimals: number }>()
  for (const holding of holdings) {
    const known = byMint.get(holding.mint)
    byMint.set(holding.mint, { amount: (known?.amount ?? 0n) + holding.amount, decimals: holding.decimals })
  }
  return [...byMint]
    .filter(([, { amount }]) => amount > 0n)
    .map(([mint, { amount, decimals }]) => ({
      name: truncateAddress(mint),
      symbol: 'SPL',
      chainId: caipNetworkId,
      address: `${caipNetworkId}:${mint}`,
      price: 0,
      quantity: { decimals: String(decimals), numeric: formatFixedPoint(amount, decimals, decimals) },
      iconUrl: '',
    }))
}
