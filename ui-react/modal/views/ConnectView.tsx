import type { ComponentType } from 'react'
import { getConnectMethodsOrder, getSocials, isEmbeddedWalletAvailable } from '../../../core/internal.js'
import { useExternalState } from '../../useExternalState.js'
import { useModalContext } from '../ModalContext.js'
import { useRemoteFeatures } from '../useRemoteFeatures.js'
import { swapIn } from '../styles.js'
import { LegalFooter } from '../parts/LegalFooter.js'
import { useConnectList } from '../useConnectList.js'
import type { ViewProps } from '../ViewProps.js'
import type { ConnectMethodProps } from './ConnectMethodProps.js'
import { LazyEmailMethod } from './lazyEmailViews.js'
import { LazySocialMethod } from './lazySocialViews.js'
import { WalletMethod } from './WalletMethod.js'

type ConnectMethod = ReturnType<typeof getConnectMethodsOrder>[number]

/** The component of each connect method. Email and social login load their own chunks on first show. */
const METHODS: Readonly<Record<ConnectMethod, ComponentType<ConnectMethodProps> | undefined>> = {
  wallet: WalletMethod,
  email: LazyEmailMethod,
  social: LazySocialMethod,
}

/**
 * The Connect view: the enabled connect methods as configured, else wallet first when an
 * installed wallet is shown, last otherwise; then the legal links when configured. The wallets
 * of every configured namespace are listed, or only those of the route's `namespace`.
 */
export function ConnectView({ entry }: ViewProps<'Connect'>) {
  const { walletport, sources } = useModalContext()
  const { options } = walletport
  const features = useRemoteFeatures(walletport)
  const only = entry.data?.namespace
  const active = useExternalState(sources.state, (state) => state.activeNamespace)
  const namespace = only ?? active
  const groups = useConnectList(only)
  const hasWallet = groups.some((group) =>
    group.items.some((item) => item.kind === 'connector' && (item.connector.type === 'INJECTED' || item.connector.type === 'ANNOUNCED')),
  )
  const embedded = isEmbeddedWalletAvailable({ namespace, projectId: options.projectId, email: features.email, socials: features.socials })
  const enabled: Readonly<Record<ConnectMethod, boolean>> = {
    wallet: true,
    // Only with an embedded wallet frame to log in through (`hasEmbeddedWallet`).
    email: embedded && features.email && walletport.hasEmbeddedWallet,
    social: embedded && getSocials(features.socials).length > 0 && walletport.hasEmbeddedWallet,
  }
  const order = getConnectMethodsOrder({ configured: options.features.connectMethodsOrder, hasInjectedOrAnnouncedWallet: hasWallet })
  return (
    <div css={swapIn}>
      {order.map((method) => {
        const Method = METHODS[method]
        return enabled[method] && Method ? <Method key={method} namespace={only} /> : null
      })}
      <LegalFooter />
    </div>
  )
}
