import { DEFAULT_PURCHASE_CURRENCY } from './onrampDefaults.js'
import type { OnrampCurrency } from './Onramp.js'

type OnrampNetwork = OnrampCurrency['networks'][number]

/**
 * The option's network entry of a CAIP-2 network: eip155 by its chain id ('1', '137'),
 * solana by the name 'solana' (or its chain id given as 'solana' / the CAIP-2 id).
 * @example onrampNetworkOf(usdc, 'eip155:137')?.name // 'polygon'
 */
export function onrampNetworkOf(currency: OnrampCurrency, caipNetworkId: string): OnrampNetwork | undefined {
  const [namespace, reference] = caipNetworkId.split(':')
  return currency.networks.find((network) =>
    namespace === 'solana' ? network.name === 'solana' || network.chain_id === 'solana' || network.chain_id === caipNetworkId : network.chain_id === reference,
  )
}

/**
 * The currencies offered on a network, and the default among them: USDC on Ethereum and
 * Polygon, SOL on Solana, else the first one offered there.
 * @example purchaseCurrenciesOn(options.purchaseCurrencies, 'eip155:1').defaultId // 'USDC'
 */
export function purchaseCurrenciesOn(
  currencies: readonly OnrampCurrency[],
  caipNetworkId: string,
): { readonly offered: readonly OnrampCurrency[]; readonly defaultId: string | undefined } {
  const offered = currencies.filter((currency) => onrampNetworkOf(currency, caipNetworkId) !== undefined)
  const preferred: string | undefined = (DEFAULT_PURCHASE_CURRENCY as Readonly<Record<string, string>>)[caipNetworkId]
  const byDefault = offered.find((currency) => currency.id === preferred || currency.symbol === preferred)
  return { offered, defaultId: (byDefault ?? offered[0])?.id }
}
