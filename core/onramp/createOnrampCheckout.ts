import type { CoreContext } from '../CoreContext.js'
import { onrampStoreOf } from './onrampStoreOf.js'
import { MESSAGES } from '../errors/messages.js'
import { accountOf } from '../state/WalletState.js'
import { OnrampError } from './OnrampError.js'
import { onrampNetworkOf } from './purchaseCurrencies.js'

/**
 * The chosen provider's checkout URL for the quoted selection (`POST /v1/generators/onrampurl`),
 * kept in state. Throws OnrampError ('Unable to open the checkout') without a quote, an
 * account, or when the service fails (the error is stored too).
 */
export async function createOnrampCheckout(
  context: Pick<CoreContext, 'blockchainApi' | 'logger' | 'state' | 'onramp'>,
  parameters: { readonly redirectUrl?: string; readonly signal?: AbortSignal } = {},
): Promise<string> {
  const { redirectUrl, signal } = parameters
  const store = onrampStoreOf(context)
  const state = store.getSnapshot()
  const { address } = accountOf(context.state.getSnapshot())
  const currency = state.purchaseCurrencies.find((candidate) => candidate.id === state.purchaseCurrency)
  const network = currency && state.caipNetworkId ? onrampNetworkOf(currency, state.caipNetworkId) : undefined
  try {
    if (!context.blockchainApi || !address || !state.quote || !state.provider || !currency || !network || state.amount === undefined) {
      throw new Error('no quote to check out')
    }
    const { url } = await context.blockchainApi.generateOnrampUrl({
      provider: state.provider,
      address,
      caipNetworkId: state.caipNetworkId,
      network: network.name,
      purchaseCurrency: currency.id,
      paymentCurrency: state.paymentCurrency,
      paymentMethod: state.paymentMethod,
      amount: String(state.amount),
      purchaseAmount: state.quote.purchaseAmount,
      ...(redirectUrl ? { redirectUrl } : {}),
      ...(signal ? { signal } : {}),
    })
    store.update((current) => (current.quote === state.quote ? { ...current, checkoutUrl: url } : current))
    return url
  } catch (cause) {
    context.logger.warn('onramp checkout failed', cause)
    store.update((current) => (current.quote === state.quote ? { ...current, error: MESSAGES.ONRAMP_CHECKOUT_FAILED } : current))
    throw new OnrampError(MESSAGES.ONRAMP_CHECKOUT_FAILED, { cause, category: 'API_ERROR', details: { provider: state.provider } })
  }
}
