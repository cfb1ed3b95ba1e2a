import type { BlockchainApi } from '../../ports/BlockchainApi.js'
import type { Logger } from '../../ports/Logger.js'
import type { CoreContext } from '../CoreContext.js'
import { MESSAGES } from '../errors/messages.js'
import type { NameProfile } from './Profile.js'
import type { Store } from '../state/Store.js'
import { AccountNameError } from './AccountNameError.js'
import type { AccountNamesState } from './AccountNames.js'

/**
 * `AccountNames.suggest`'s request (lazy code; AccountNames has set 'loading' already): the
 * API's suggestions with their registered flag, or none and 'Error fetching name suggestions'.
 */
export async function fetchNameSuggestions(parameters: {
  readonly api: BlockchainApi
  readonly logger: Logger
  readonly store: Store<AccountNamesState>
  readonly label: string
  readonly signal?: AbortSignal
}): Promise<void> {
  const { api, store, label, signal } = parameters
  try {
    const suggestions = await api.getNameSuggestions({ name: label, ...(signal ? { signal } : {}) })
    store.set({ suggestions, loading: false, error: undefined })
  } catch (cause) {
    parameters.logger.warn('name suggestions failed', cause)
    store.set({ suggestions: [], loading: false, error: MESSAGES.NAME_SUGGESTIONS_FAILED })
  }
}

/** `AccountNames.resolve`: the profile of a registered name; AccountNameError('Error resolving name') otherwise. */
export async function resolveAccountName(context: Pick<CoreContext, 'blockchainApi'>, name: string): Promise<NameProfile> {
  try {
    return await apiOf(context).lookupName({ name })
  } catch (cause) {
    throw new AccountNameError(MESSAGES.NAME_RESOLVE_FAILED, { cause, category: 'API_ERROR', details: { name } })
  }
}

/** `AccountNames.namesOf`: the names registered to an address; AccountNameError('Error fetching names for address') on failure. */
export async function accountNamesOf(context: Pick<CoreContext, 'blockchainApi'>, address: string): Promise<readonly NameProfile[]> {
  try {
    return await apiOf(context).reverseLookup({ address })
  } catch (cause) {
    throw new AccountNameError(MESSAGES.NAMES_FOR_ADDRESS_FAILED, { cause, category: 'API_ERROR', details: { address } })
  }
}

function apiOf(context: Pick<CoreContext, 'blockchainApi'>): BlockchainApi {
  const api = context.blockchainApi
  if (!api) throw new AccountNameError(MESSAGES.UNEXPECTED_ERROR, { category: 'CONFIGURATION_ERROR' })
  return api
}
