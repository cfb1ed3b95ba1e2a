import { css } from '@emotion/react'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { type Connector, type Wallet } from '../../../core/index.js'
import { DEBOUNCE_MS, directoryChainsOf, isWalletExcluded } from '../../../core/internal.js'
import { useExternalState } from '../../useExternalState.js'
import { useModalContext } from '../ModalContext.js'
import { WalletEntryRow } from '../parts/WalletEntryRow.js'
import { errorText, focusRing, list, muted, sectionHeading, secondaryButton, swapIn } from '../styles.js'
import { useDebouncedValue } from '../useDebouncedValue.js'
import { useWalletListing } from '../useWalletListing.js'

const searchBox = css`
  width: 100%;
  box-sizing: border-box;
  min-height: 44px;
  padding: 10px 14px;
  border: 1px solid var(--wp-color-border);
  border-radius: var(--wp-radius-item);
  background: var(--wp-color-surface);
  color: var(--wp-color-fg);
  font: inherit;
  ${focusRing}
`

/**
 * AllWallets: the wallets in this browser first, then the wallet directory for the app's
 * mainnets (4 recommended, 40 per page, 100 per search page, more on scroll). Without a
 * directory it says so plainly.
 */
export function AllWalletsView() {
  const { walletport, sources, walletDirectory, translator } = useModalContext()
  const { t } = translator
  const { includeWalletIds, excludeWalletIds, networks } = walletport.options
  const chains = useMemo(() => directoryChainsOf(networks), [networks])
  const [input, setInput] = useState('')
  const typed = input.trim()
  const search = useDebouncedValue(typed, DEBOUNCE_MS)
  const listing = useWalletListing(walletDirectory, search, { include: includeWalletIds, exclude: excludeWalletIds, chains })
  const groups = useExternalState(sources.connectorList, (value) => value)
  const connectors = uniqueConnectors(groups.flatMap((group) => group.items.flatMap((item) => (item.kind === 'connector' ? [item.connector] : []))))
  const inBrowser = connectors.filter((connector) => connector.name.toLowerCase().includes(typed.toLowerCase()))
  const visible = (wallets: readonly Wallet[]) => wallets.filter((wallet) => !isWalletExcluded(wallet, excludeWalletIds ?? []))
  const recommended = search ? [] : visible(listing.recommended)
  const shownIds = new Set(recommended.map((wallet) => wallet.id))
  const wallets = visible(listing.wallets).filter((wallet) => !shownIds.has(wallet.id))
  const row = (wallet: Wallet) => {
    const connector = connectors.find((candidate) => wallet.rdns && candidate.info?.rdns === wallet.rdns)
    return (
      <li key={wallet.id}>
        <WalletEntryRow wallet={wallet} connector={connector} tag={connector?.installed ? t('connect.installedBadge') : undefined} />
      </li>
    )
  }
  const inBrowserId = useId()
  const recommendedId = useId()
  const directoryId = useId()
  return (
    <div css={swapIn}>
      <input type="search" css={searchBox} value={input} onChange={(event) => setInput(event.target.value)} aria-label={t('allWallets.search')} placeholder={t('allWallets.search')} />
      {inBrowser.length > 0 ? (
        <>
          <h3 id={inBrowserId} css={sectionHeading}>{t('allWallets.inBrowser')}</h3>
          <ul css={list} aria-labelledby={inBrowserId}>
            {inBrowser.map((connector) => (
              <li key={connector.id}>
                <WalletEntryRow connector={connector} tag={connector.installed ? t('connect.installedBadge') : undefined} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {listing.status === 'unavailable' ? <p css={[muted, { marginTop: 16 }]}>{t('allWallets.directoryUnavailable')}</p> : null}
      {listing.status === 'error' ? (
        <div role="alert" css={{ marginTop: 16, display: 'grid', gap: 8, justifyItems: 'start' }}>
          <p css={errorText}>{t('allWallets.directoryFailed')}</p>
          <button type="button" css={secondaryButton} onClick={listing.retry}>{t('allWallets.retry')}</button>
        </div>
      ) : null}
      {recommended.length > 0 ? (
        <>
          <h3 id={recommendedId} css={sectionHeading}>{t('allWallets.recommended')}</h3>
          <ul css={list} aria-labelledby={recommendedId}>{recommended.map(row)}</ul>
        </>
      ) : null}
      {wallets.length > 0 ? (
        <>
          <h3 id={directoryId} css={sectionHeading}>{t('allWallets.directory')}</h3>
          <ul css={list} aria-labelledby={directoryId}>{wallets.map(row)}</ul>
        </>
      ) : null}
      {listing.status === 'ready' && search && listing.wallets.length === 0 && inBrowser.length === 0 ? (
        <p css={[muted, { marginTop: 16 }]}>{t('allWallets.noResults', { query: search })}</p>
      ) : null}
      {listing.status === 'loading' ? <p css={[muted, { marginTop: 16 }]} role="status">{t('allWallets.loading')}</p> : null}
      {listing.status === 'ready' && listing.wallets.length < listing.count ? (
        <LoadMore onLoad={listing.loadMore} label={t('allWallets.loadMore')} caption={t('allWallets.shown', { shown: listing.wallets.length, count: listing.count })} />
      ) : null}
    </div>
  )
}

/** The end of the loaded list: loads more when scrolled into view, or when pressed. */
function LoadMore({ onLoad, label, caption }: { readonly onLoad: () => void; readonly label: string; readonly caption: string }) {
  const ref = useRef<HTMLButtonElement>(null)
  const load = useRef(onLoad)
  load.current = onLoad
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load.current()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <div css={{ display: 'grid', gap: 8, justifyItems: 'center', marginTop: 16 }}>
      <p css={muted}>{caption}</p>
      <button ref={ref} type="button" css={secondaryButton} onClick={() => load.current()}>{label}</button>
    </div>
  )
}

function uniqueConnectors(connectors: readonly Connector[]): readonly Connector[] {
  return connectors.filter((connector, index) => connectors.findIndex((other) => other.id === connector.id) === index)
}
