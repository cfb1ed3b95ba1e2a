import type { Balance } from '../../core/account/Balance.js'
import { formatFixedPoint } from '../../core/format/formatFixedPoint.js'
import { truncateAddress } from '../../core/format/truncateAddress.js'
import type { CaipNetworkId } from '../../core/network/Network.js'
import type { KnownSolanaToken } from './SolanaChainAdapterOptions.js'
import type { TokenHolding } from './SolanaRpcClient.js'

/**
 * An owner's token accounts as balance rows, one per mint (several accounts of one mint are
 * added up), empty ones left out, in the order first seen. The chain knows no names or prices:
 * a mint the app lists in `known` takes its name, symbol and icon; another is named by its
 * shortened mint ('SPL'); all are priced 0.
 * @example toTokenBalances('solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69', holdings)[0]?.address // 'solana:GH7o…:<mint>'
 */
export function toTokenBalances(caipNetworkId: CaipNetworkId, holdings: readonly TokenHolding[], known: readonly KnownSolanaToken[] = []): readonly Balance[] {
  const byMint = new Map<string, { amount: bigint; decimals: number }>()
  for (const holding of holdings) {
    const known = byMint.get(holding.mint)
    byMint.set(holding.mint, { amount: (known?.amount ?? 0n) + holding.amount, decimals: holding.decimals })
  }
  return [...byMint]
    .filter(([, { amount }]) => amount > 0n)
    .map(([mint, { amount, decimals }]) => ({ mint, amount, decimals, token: known.find((candidate) => candidate.mint === mint) }))
    .map(({ mint, amount, decimals, token }) => ({
      name: token?.name ?? truncateAddress(mint),
      symbol: token?.symbol ?? 'SPL',
      chainId: caipNetworkId,
      address: `${caipNetworkId}:${mint}`,
      price: 0,
      quantity: { decimals: String(decimals), numeric: formatFixedPoint(amount, decimals, decimals) },
      iconUrl: token?.iconUrl ?? '',
    }))
}
