import { erc20Abi, formatUnits } from 'viem'
import type { Balance } from '../../core/account/Balance.js'
import { coinIcon, LOCAL_ETH_PRICE, type LocalChain } from './localChain.js'

const round2 = (amount: number) => Math.round(amount * 100) / 100

/**
 * The `/v1/account/{address}/balance` rows of an address on a local chain, read from the
 * chain now: native ETH, then every demo token, each only when non-zero (as the real API).
 */
export async function readBalances(chain: LocalChain, address: `0x${string}`): Promise<Balance[]> {
  const native = await chain.client.getBalance({ address })
  const tokens = await Promise.all(
    chain.tokens.map(async (token) => ({
      token,
      amount: await chain.client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
    })),
  )
  const rows: Balance[] = []
  if (native > 0n) {
    const numeric = formatUnits(native, 18)
    rows.push({
      name: 'Ether',
      symbol: 'ETH',
      chainId: chain.caipNetworkId,
      value: round2(Number(numeric) * LOCAL_ETH_PRICE),
      price: LOCAL_ETH_PRICE,
      quantity: { decimals: '18', numeric },
      iconUrl: coinIcon('ETH'),
    })
  }
  for (const { token, amount } of tokens) {
    if (amount === 0n) continue
    const numeric = formatUnits(amount, token.decimals)
    rows.push({
      name: token.name,
      symbol: token.symbol,
      chainId: chain.caipNetworkId,
      address: `${chain.caipNetworkId}:${token.address}`,
      value: round2(Number(numeric) * token.price),
      price: token.price,
      quantity: { decimals: String(token.decimals), numeric },
      iconUrl: coinIcon(token.symbol),
    })
  }
  return rows
}
