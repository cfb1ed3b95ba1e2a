import type { Balance } from '../account/Balance.js'
import { parseCaipAddress } from '../account/parseCaipAddress.js'
import { NATIVE_TOKEN_ADDRESS } from '../portfolio/nativeTokenAddress.js'
import type { FungiblePrice, SwapToken } from '../../ports/BlockchainApi.js'
import type { SwapTokenOption } from './SwapState.js'

/** The contract part of a CAIP-10 id, lowercased (EVM addresses compare without case). */
export function contractOf(caip10: string): string {
  return (parseCaipAddress(caip10)?.address ?? caip10.slice(caip10.lastIndexOf(':') + 1)).toLowerCase()
}

/**
 * The swap's token list: the API's tokens on `caipNetworkId`, each with what the account holds
 * (its balance row on that network: the native row has no address) and its USD price (the
 * balance row's, else the fungible price). Tokens the account holds come first, by USD value.
 * @example swapTokenOptions({ caipNetworkId: 'eip155:1', tokens, balances, prices })[0]?.balance // '3'
 */
export function swapTokenOptions(parameters: {
  readonly caipNetworkId: string
  readonly tokens: readonly SwapToken[]
  readonly balances: readonly Balance[]
  readonly prices: readonly FungiblePrice[]
}): readonly SwapTokenOption[] {
  const { caipNetworkId } = parameters
  const rows = new Map(
    parameters.balances
      .filter((row) => row.chainId === caipNetworkId)
      .map((row) => [row.address === undefined ? NATIVE_TOKEN_ADDRESS.eip155 : contractOf(row.address), row]),
  )
  const prices = new Map(parameters.prices.map((price) => [contractOf(price.address), price.price]))
  const options = parameters.tokens.map((token): SwapTokenOption => {
    const contract = contractOf(token.address)
    const row = rows.get(contract)
    const rowPrice = row && row.price > 0 ? row.price : undefined
    return {
      symbol: token.symbol,
      name: token.name,
      address: token.address,
      decimals: token.decimals,
      logoUri: token.logoUri,
      native: contract === NATIVE_TOKEN_ADDRESS.eip155,
      balance: row?.quantity.numeric ?? '0',
      price: rowPrice ?? prices.get(contract),
    }
  })
  const value = (option: SwapTokenOption) => Number(option.balance) * (option.price ?? 0)
  const held = (option: SwapTokenOption) => Number(option.balance) > 0
  return [...options].sort((a, b) => Number(held(b)) - Number(held(a)) || value(b) - value(a))
}
