import type { CoreContext } from '../CoreContext.js'
import { MESSAGES } from '../errors/messages.js'
import type { NameProfile } from './Profile.js'
import { updateAccount } from '../state/updateWalletState.js'
import { signMessage } from '../transactions/signMessage.js'
import { isAccountName } from './isAccountName.js'
import { isDomainName } from './isDomainName.js'
import { AccountNameError } from './AccountNameError.js'
import { ACCOUNT_NAME_SUFFIX, EVM_COIN_TYPE } from './AccountNames.js'

/**
 * `AccountNames.register`, a lazy chunk (it signs through the wallet): registers `label` +
 * `.reown.id` for the connected EVM account. The wallet signs `{ name, attributes: {},
 * timestamp (s) }`, the API stores it with coin type 60, and the name becomes the account's
 * profile name. Any failure, a declined signature included, is AccountNameError('Error
 * registering name'); an invalid label or no connected account throws before anything is asked.
 */
export async function registerAccountName(context: CoreContext, label: string): Promise<NameProfile> {
  const state = context.state.getSnapshot()
  const account = state.accounts.eip155
  const api = context.blockchainApi
  const name = `${label.toLowerCase()}${ACCOUNT_NAME_SUFFIX}`
  if (!isAccountName(label) || !isDomainName(name) || !api || !account?.address || account.status !== 'connected') {
    throw new AccountNameError(MESSAGES.NAME_REGISTER_FAILED, { category: 'VALIDATION_ERROR', details: { label } })
  }
  const address = account.address
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(context.clock.now() / 1_000) })
  try {
    const signature = await signMessage(context, { message, namespace: 'eip155' })
    const profile = await api.registerName({ coinType: EVM_COIN_TYPE, address, signature, message })
    context.state.update((current) =>
      updateAccount(current, 'eip155', (previous) => (previous.address === address ? { ...previous, profileName: profile.name } : previous)),
    )
    return profile
  } catch (cause) {
    context.logger.warn(`registering ${name} failed`, cause)
    throw new AccountNameError(MESSAGES.NAME_REGISTER_FAILED, { cause, category: 'API_ERROR', details: { name } })
  }
}
