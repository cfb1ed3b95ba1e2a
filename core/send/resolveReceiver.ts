import type { CoreContext } from '../CoreContext.js'
import { isEvmAddress } from '../account/isEvmAddress.js'
import { EVM_COIN_TYPE } from '../names/AccountNames.js'
import type { ChainNamespace } from '../network/Network.js'
import { raiseProjectAlert } from '../projectConfig/raiseProjectAlert.js'

/** Who receives a send: what was typed, the address it stands for, and the name when one was typed. */
export interface SendReceiver {
  readonly input: string
  /** The address typed, or the one the name resolved to; undefined when the name did not resolve. */
  readonly address: string | undefined
  readonly name: string | undefined
}

// A domain name (`name.reown.id`, `x.eth`): labels joined by dots, at least 4 characters.
const DOMAIN_NAME = /^(?=.{4,255}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i

/**
 * The receiver of a send. An eip155 name (names are eip155 only) is resolved through the
 * Blockchain API's `lookupName` to its EVM address (coin type 60) when an API is configured;
 * a name that does not resolve has no address. Anything else is taken as typed, for
 * validateSendForm's address rules. Never throws: a failed lookup is logged (a refusal for the
 * project, e.g. APKT007, is raised on the instance's alert stream too).
 * @example await resolveReceiver(context, { namespace: 'eip155', to: 'alice.reown.id' }) // { input, address: '0x…', name: 'alice.reown.id' }
 */
export async function resolveReceiver(
  context: Pick<CoreContext, 'blockchainApi' | 'logger' | 'raiseAlert'>,
  params: { readonly namespace: ChainNamespace; readonly to: string },
): Promise<SendReceiver> {
  const { namespace, to } = params
  const api = context.blockchainApi
  if (namespace !== 'eip155' || !api || isEvmAddress(to) || !DOMAIN_NAME.test(to)) return { input: to, address: to, name: undefined }
  try {
    const profile = await api.lookupName({ name: to })
    return { input: to, address: profile.addresses[String(EVM_COIN_TYPE)]?.address, name: profile.name }
  } catch (error) {
    context.logger.warn(`send: the name ${to} did not resolve`, error)
    raiseProjectAlert(context, error)
    return { input: to, address: undefined, name: to }
  }
}
