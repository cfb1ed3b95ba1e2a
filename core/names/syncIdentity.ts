import type { Identity } from './Profile.js'
import type { ChainNamespace } from '../network/Network.js'
import { updateAccount } from '../state/updateWalletState.js'
import type { CoreContext } from '../CoreContext.js'
import { raiseProjectAlert } from '../projectConfig/raiseProjectAlert.js'

export const IDENTITY_CACHE_MS = 5 * 60_000

/**
 * Identity sync: non-EVM or testnet clears name and image; otherwise
 * name and avatar come from the Blockchain API (cached IDENTITY_CACHE_MS per
 * address). On failure it falls back to a reverse name lookup and clears the
 * image unless on chain 1. A refusal that is a project alert (an unknown project id: APKT007)
 * is raised on the instance's alert stream (raiseProjectAlert), not only logged. Without a
 * BlockchainApi nothing is fetched.
 */
export async function syncIdentity(context: CoreContext, params: { readonly namespace?: ChainNamespace } = {}): Promise<void> {
  const state = context.state.getSnapshot()
  const namespace = params.namespace ?? state.activeNamespace
  const account = state.accounts[namespace]
  const network = state.networks[namespace]?.caipNetwork
  const address = account?.address
  if (!account || !address || !network) return
  const apply = (identity: Identity) =>
    context.state.update((current) =>
      updateAccount(current, namespace, (previous) =>
        previous.address !== address || (previous.profileName === identity.name && previous.profileImage === identity.avatar)
          ? previous
          : { ...previous, profileName: identity.name, profileImage: identity.avatar },
      ),
    )
  if (namespace !== 'eip155' || network.testnet) {
    apply({ name: null, avatar: null })
    return
  }
  const api = context.blockchainApi
  if (!api) return
  const key = `identity:${address.toLowerCase()}`
  const cached = context.cache.get<Identity>(key)
  if (cached) {
    apply(cached)
    return
  }
  try {
    const identity = await api.getIdentity({ address, caipNetworkId: network.caipNetworkId })
    context.cache.set(key, identity, IDENTITY_CACHE_MS)
    apply(identity)
  } catch (error) {
    context.logger.info('identity lookup failed; trying a reverse name lookup', error)
    raiseProjectAlert(context, error)
    const profiles = await api.reverseLookup({ address }).catch((reverseError: unknown) => {
      raiseProjectAlert(context, reverseError)
      return []
    })
    const name = profiles[0]?.name ?? null
    const avatar = network.id === 1 ? (account.profileImage ?? null) : null
    apply({ name, avatar })
  }
}
