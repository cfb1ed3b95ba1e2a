import { useEffect, useMemo } from 'react'
import { nftsFromTransactions } from '../../../core/internal.js'
import { useAccount } from '../../useAccount.js'
import { useNetwork } from '../../useNetwork.js'
import { useModalContext } from '../ModalContext.js'
import { Spinner } from '../parts/Spinner.js'
import { muted } from '../styles.js'
import { useAccountData } from './useAccountData.js'

/**
 * The NFTs tab: image, name and collection of the NFTs held according to the history loaded
 * so far (the documented source, see ARCHITECTURE.md); spam-flagged NFTs are hidden.
 */
export function NftsPanel() {
  const { walletport, translator } = useModalContext()
  const { t, translateMessage } = translator
  const { caipAddress } = useAccount()
  const { caipNetwork } = useNetwork()
  const activity = useAccountData((state) => state.activity)
  useEffect(() => {
    void walletport.loadActivity()
  }, [walletport, caipAddress, caipNetwork?.caipNetworkId])
  const chain = caipNetwork?.caipNetworkId ?? ''
  const nfts = useMemo(() => nftsFromTransactions(activity.transactions, chain), [activity.transactions, chain])
  if (activity.status === 'unsupported') return <p css={[muted, { textAlign: 'center' }]}>{t('nfts.unsupported')}</p>
  if (activity.status === 'failed') return <p css={[muted, { textAlign: 'center' }]}>{translateMessage(activity.error ?? '')}</p>
  if (activity.status !== 'ready') {
    return (
      <p role="status" css={[muted, { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 8 }]}>
        <Spinner size={16} />
        {t('nfts.loading')}
      </p>
    )
  }
  if (nfts.length === 0) return <p css={[muted, { textAlign: 'center' }]}>{t('nfts.empty')}</p>
  return (
    <div>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 }} aria-label={t('tabs.nfts')}>
        {nfts.map((nft) => (
          <li key={nft.id} css={{ display: 'grid', gap: 4, minWidth: 0 }}>
            {nft.imageUrl ? (
              <img src={nft.imageUrl} alt={t('nfts.imageOf', { name: nft.name })} loading="lazy" css={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 12, background: 'var(--wp-color-surface)' }} />
            ) : (
              <span aria-hidden="true" css={{ width: '100%', aspectRatio: '1', borderRadius: 12, background: 'var(--wp-color-surface-hover)' }} />
            )}
            <span css={{ fontSize: 13, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{nft.name}</span>
            <span css={[muted, { fontSize: 12, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }]}>{nft.collection}</span>
          </li>
        ))}
      </ul>
      <p css={[muted, { fontSize: 12, textAlign: 'center' }]}>{t('nfts.source')}</p>
    </div>
  )
}
