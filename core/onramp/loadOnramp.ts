import type { CoreContext } from '../CoreContext.js'
import { onrampStoreOf } from './onrampStoreOf.js'
import { toNetworkSnapshot } from '../network/toNetworkSnapshot.js'
import { MESSAGES } from '../errors/messages.js'
import { isRestrictedTimezone } from './isRestrictedTimezone.js'
import { ONRAMP_PRESET_AMOUNTS } from './onrampDefaults.js'
import { fallbackPaymentCurrencies } from './onrampLimits.js'
import { onrampProvidersOf } from './onrampProviders.js'
import { purchaseCurrenciesOn } from './purchaseCurrencies.js'
import { INITIAL_ONRAMP_STATE, type OnrampState } from './OnrampState.js'
import { selectOnramp } from './selectOnramp.js'

/**
 * Reads the onramp options for the active network: the currencies offered there (USDC on
 * Ethereum and Polygon, SOL on Solana selected), the payment currencies (USD and EUR with the
 * spec's limits when the API gives none), the providers, the presets. In a restricted
 * timezone nothing is asked and the state says 'restricted'. Never rejects.
 */
export async function loadOnramp(
  context: Pick<CoreContext, 'blockchainApi' | 'state' | 'logger' | 'onramp'>,
  parameters: { readonly timeZone?: string | undefined; readonly signal?: AbortSignal | undefined } = {},
): Promise<void> {
  const { signal } = parameters
  const store = onrampStoreOf(context)
  // The visitor's zone unless one is given (tests, a server that knows better).
  const timeZone = 'timeZone' in parameters ? parameters.timeZone : Intl.DateTimeFormat().resolvedOptions().timeZone
  if (isRestrictedTimezone(timeZone)) {
    store.set({ ...INITIAL_ONRAMP_STATE, status: 'restricted' })
    return
  }
  const caipNetworkId = toNetworkSnapshot(context.state.getSnapshot()).caipNetwork?.caipNetworkId
  store.set({ ...INITIAL_ONRAMP_STATE, status: 'loading', caipNetworkId })
  let loaded: Awaited<ReturnType<NonNullable<CoreContext['blockchainApi']>['getOnrampOptions']>> | undefined
  try {
    if (!context.blockchainApi) throw new Error('no Blockchain API configured')
    loaded = await context.blockchainApi.getOnrampOptions(signal ? { signal } : {})
  } catch (cause) {
    context.logger.warn('onramp options failed', cause)
  }
  if (signal?.aborted || store.getSnapshot().caipNetworkId !== caipNetworkId) return
  const paymentCurrencies = loaded && loaded.paymentCurrencies.length > 0 ? loaded.paymentCurrencies : fallbackPaymentCurrencies()
  const { offered, defaultId } = caipNetworkId ? purchaseCurrenciesOn(loaded?.purchaseCurrencies ?? [], caipNetworkId) : { offered: [], defaultId: undefined }
  const providers = onrampProvidersOf(loaded ? loaded.providers : undefined)
  const ready: OnrampState = {
    ...INITIAL_ONRAMP_STATE,
    status: 'ready',
    caipNetworkId,
    paymentCurrencies,
    purchaseCurrencies: offered,
    providers,
    presets: ONRAMP_PRESET_AMOUNTS,
  }
  const selected = selectOnramp(ready, {
    purchaseCurrency: defaultId,
    paymentCurrency: (paymentCurrencies.find((currency) => currency.id === 'USD') ?? paymentCurrencies[0])?.id,
    provider: providers[0]?.name,
  })
  store.set(loaded ? selected : { ...selected, error: MESSAGES.ONRAMP_OPTIONS_FAILED })
}
