import { useId } from 'react'
import type { ConnectorGroup, ConnectorListGroup, ConnectorListItem } from '../../../core/index.js'
import { useModalContext } from '../ModalContext.js'
import { useConnectList } from '../useConnectList.js'
import type { ConnectMethodProps } from './ConnectMethodProps.js'
import { Icon } from '../parts/Icon.js'
import { RowButton } from '../parts/RowButton.js'
import { WalletEntryRow } from '../parts/WalletEntryRow.js'
import { list, muted, sectionHeading } from '../styles.js'

/**
 * The connect method 'wallet' of the Connect view: connector groups (WalletConnect, recent,
 * installed, …), then All wallets. Narrowed to a namespace, it says so and leaves out All
 * wallets (the directory pairs EVM wallets only).
 */
export function WalletMethod({ namespace }: ConnectMethodProps) {
  const { walletport, translator } = useModalContext()
  const { t } = translator
  const groups = useConnectList(namespace)
  const { allWallets } = walletport.options
  // 'ONLY_MOBILE': the page is on a phone when its main pointer is a finger.
  const showAllWallets =
    !namespace && (allWallets === 'ONLY_MOBILE' ? typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches : allWallets !== 'HIDE')
  const chain = namespace ? t(`chain.${namespace}`) : undefined
  return (
    <section aria-label={chain ? t('connect.onlyFor', { chain }) : t('connect.walletsLabel')} css={{ '& > h3:first-of-type': { marginTop: 4 } }}>
      {chain && groups.length > 0 ? <p css={[muted, { padding: '0 4px 4px' }]}>{t('connect.onlyFor', { chain })}</p> : null}
      {groups.length === 0 ? (
        <div css={{ padding: '4px 4px 12px' }}>
          <p css={{ margin: '0 0 4px', fontWeight: 600 }}>{chain ? t('connect.noWalletsFor', { chain }) : t('connect.noWallets')}</p>
          <p css={muted}>{t('connect.noWalletsHint')}</p>
        </div>
      ) : (
        groups.map((group) => <ConnectorGroupList key={group.group} group={group} />)
      )}
      {showAllWallets ? (
        <div css={{ marginTop: 8 }}>
          <RowButton
            icon={<span css={{ display: 'grid', placeItems: 'center', width: 40, height: 40 }}><Icon name="search" /></span>}
            label={t('connect.allWallets')}
            onClick={() => walletport.navigate('AllWallets')}
            chevron
          />
        </div>
      ) : null}
    </section>
  )
}

const GROUP_LABEL: Readonly<Record<ConnectorGroup, `group.${ConnectorGroup}`>> = {
  walletConnect: 'group.walletConnect',
  recent: 'group.recent',
  injected: 'group.injected',
  featured: 'group.featured',
  custom: 'group.custom',
  external: 'group.external',
  recommended: 'group.recommended',
}

function ConnectorGroupList({ group }: { readonly group: ConnectorListGroup }) {
  const { t } = useModalContext().translator
  const headingId = useId()
  return (
    <>
      <h3 id={headingId} css={sectionHeading}>
        {t(GROUP_LABEL[group.group])}
      </h3>
      <ul css={list} aria-labelledby={headingId}>
        {group.items.map((item) => (
          <li key={keyOf(item)}>
            {item.kind === 'connector' ? (
              <WalletEntryRow
                connector={item.connector}
                tag={group.group === 'recent' ? t('connect.recentBadge') : item.connector.installed ? t('connect.installedBadge') : undefined}
              />
            ) : (
              <WalletEntryRow wallet={item.wallet} />
            )}
          </li>
        ))}
      </ul>
    </>
  )
}

function keyOf(item: ConnectorListItem): string {
  return item.kind === 'connector' ? `c:${item.connector.id}` : `w:${item.wallet.id}`
}
