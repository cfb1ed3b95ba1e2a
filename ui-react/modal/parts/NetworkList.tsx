import type { Network } from '../../../core/index.js'
import { useModalContext } from '../ModalContext.js'
import { list } from '../styles.js'
import { RowButton } from './RowButton.js'
import { WalletIcon } from './WalletIcon.js'

/** Props of `NetworkList`. */
export interface NetworkListProps {
  readonly networks: readonly Network[]
  readonly label: string
  /** The active network: marked with aria-current and a visible tag. */
  readonly currentId?: string | undefined
  /** The network being switched to, if any. */
  readonly busyId?: string | undefined
  readonly onSelect: (network: Network) => void
}

/** The configured networks as rows, the current one marked. */
export function NetworkList({ networks, label, currentId, busyId, onSelect }: NetworkListProps) {
  const { t } = useModalContext().translator
  return (
    <ul css={list} aria-label={label}>
      {networks.map((network) => {
        const current = network.caipNetworkId === currentId
        const busy = network.caipNetworkId === busyId
        return (
          <li key={network.caipNetworkId}>
            <RowButton
              icon={<WalletIcon name={network.name} src={network.assets?.imageUrl} size={32} />}
              label={network.name}
              current={current}
              busy={busy}
              tag={busy ? t('networks.switching') : current ? t('networks.current') : undefined}
              onClick={() => onSelect(network)}
            />
          </li>
        )
      })}
    </ul>
  )
}
