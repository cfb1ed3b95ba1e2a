import type { Network, WalletState } from '../../../core/index.js'
import { useExternalState } from '../../useExternalState.js'
import { useModalContext } from '../ModalContext.js'

const toList = (networks: WalletState['networks']): readonly Network[] =>
  Object.values(networks).flatMap((state) => state?.requestedCaipNetworks ?? [])

/** Every configured network of every namespace, in the order the app gave them. */
export function useRequestedNetworks(): readonly Network[] {
  const { sources } = useModalContext()
  return useExternalState(sources.state, (state) => state.networks, toList)
}
