import type { CoreContext } from '../CoreContext.js'
import { onrampStoreOf } from './onrampStoreOf.js'
import { MESSAGES } from '../errors/messages.js'
import { onrampNetworkOf } from './purchaseCurrencies.js'
import type { OnrampState } from './OnrampState.js'

const sameSelection = (a: OnrampState, b: OnrampState) =>
  a.purchaseCurrency === b.purchaseCurrency && a.paymentCurrency === b.paymentCurrency && a.paymentMethod === b.paymentMethod && a.amount === b.amount && a.provider === b.provider

/**
 * Quotes the current selection (`POST /v1/onramp/quote`, read at `purchaseAmount.amount`).
 * Nothing is asked while the amount is missing or outside its limits. A failure is stored
 * as the state's error ('Unable to get a quote'); an answer for an older selection is dropped.
 */
export async function fetchOnrampQuote(
  context: Pick<CoreContext, 'blockchainApi' | 'logger' | 'onramp'>,
  parameters: { readonly signal?: AbortSignal } = {},
): Promise<void> {
  const { signal } = parameters
  const store = onrampStoreOf(context)
  const asked = store.getSnapshot()
  const currency = asked.purchaseCurrencies.find((candidate) => candidate.id === asked.purchaseCurrency)
  const network = currency && asked.caipNetworkId ? onrampNetworkOf(currency, asked.caipNetworkId) : undefined
  if (asked.status !== 'ready' || asked.amount === undefined || asked.amountError || !asked.paymentCurrency || !currency || !network) return
  store.update((state) => ({ ...state, quoteLoading: true, error: undefined }))
  const current = () => store.getSnapshot()
  try {
    if (!context.blockchainApi) throw new Error('no Blockchain API configured')
    const quote = await context.blockchainApi.getOnrampQuote({
      purchaseCurrency: currency.id,
      paymentCurrency: asked.paymentCurrency,
      amount: String(asked.amount),
      network: network.name,
      ...(asked.provider ? { provider: asked.provider } : {}),
      ...(signal ? { signal } : {}),
    })
    if (!sameSelection(current(), asked)) return
    store.update((state) => ({
      ...state,
      quoteLoading: false,
      quote: {
        purchaseAmount: quote.purchaseAmount.amount,
        purchaseCurrency: quote.purchaseAmount.currency ?? currency.symbol,
        paymentTotal: quote.paymentTotal?.amount,
        fee: quote.coinbaseFee?.amount,
      },
    }))
  } catch (cause) {
    context.logger.warn('onramp quote failed', cause)
    if (!sameSelection(current(), asked)) return
    store.update((state) => ({ ...state, quoteLoading: false, quote: undefined, error: MESSAGES.ONRAMP_QUOTE_FAILED }))
  }
}
