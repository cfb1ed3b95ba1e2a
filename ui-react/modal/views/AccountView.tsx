import { useEffect, useId } from 'react'
import { truncateAddress } from '../../../core/internal.js'
import { useAccount } from '../../useAccount.js'
import { useExternalState } from '../../useExternalState.js'
import { useNetwork } from '../../useNetwork.js'
import { useModalContext } from '../ModalContext.js'
import { describeError } from '../describeError.js'
import { useModalScope } from '../ModalScope.js'
import { Avatar } from '../parts/Avatar.js'
import { CopyAddressButton } from '../parts/CopyAddressButton.js'
import { Icon } from '../parts/Icon.js'
import { RowButton } from '../parts/RowButton.js'
import { muted, secondaryButton, swapIn } from '../styles.js'
import type { ViewProps } from '../ViewProps.js'
import { AccountTabs } from './AccountTabs.js'
import { AccountTypeSwitch } from './AccountTypeSwitch.js'
import { Balance } from './Balance.js'
import { WalletFeatures } from './WalletFeatures.js'

/**
 * Account: avatar, name or address with copy, balance, network, features, tabs, disconnect
 * (with a wallet in each of two namespaces: this wallet, or all of them).
 */
export function AccountView({ entry }: Partial<ViewProps<'Account'>>) {
  const { walletport, translator, sources } = useModalContext()
  const connections = useExternalState(sources.state, (state) => state.connections.length)
  // An embedded (email) account is known by its email: the header shows it, and it can change.
  const email = useExternalState(sources.state, (state) => state.accounts[state.activeNamespace]?.user?.email)
  // A social login's account is known by its social username first.
  const username = useExternalState(sources.state, (state) => state.accounts[state.activeNamespace]?.user?.username)
  // Every RPC URL of the network down: the balance says so, with a retry (the last known value is stale).
  const balanceError = useExternalState(sources.state, (state) => state.accounts[state.activeNamespace]?.balanceError)
  const balanceId = useId()
  const { t } = translator
  const { notices } = useModalScope()
  const { address, profileName, profileImage, balance, balanceSymbol, status } = useAccount()
  const { caipNetwork, isSupported } = useNetwork()
  useEffect(() => {
    // The wallet left on its own (locked, disconnected elsewhere): offer to connect again.
    if (status === 'disconnected') walletport.navigate('Connect', 'replace')
  }, [status, walletport])
  if (!address) return null
  const shown = profileName ?? truncateAddress(address)
  const disconnect = (all: boolean) => {
    const done = all ? walletport.disconnectAll() : walletport.disconnect()
    done.catch((error: unknown) => notices.toast(describeError(translator, error), 'error'))
    walletport.close()
  }
  const power = <span css={{ display: 'grid', placeItems: 'center', width: 40, height: 40, color: 'var(--wp-color-danger)' }}><Icon name="power" /></span>
  const networkName = caipNetwork && isSupported ? caipNetwork.name : t('networks.unknown', { id: caipNetwork?.caipNetworkId ?? '' })
  return (
    <div css={swapIn}>
      <div css={{ display: 'grid', justifyItems: 'center', gap: 8, textAlign: 'center' }}>
        <button type="button" css={[secondaryButton, { minHeight: 36, padding: '6px 14px', fontSize: 14 }]} onClick={() => walletport.navigate('Networks')}>
          {t('account.network', { network: networkName })}
        </button>
        <Avatar address={address} image={profileImage} alt={t('account.avatarOf', { name: shown })} />
        <p css={{ margin: 0, fontSize: 18, fontWeight: 600, overflowWrap: 'anywhere' }} title={address}>
          {username ?? email ?? shown}
        </p>
        {username ?? email ? (
          <p css={muted} title={address}>
            {shown}
          </p>
        ) : null}
        {!profileName && caipNetwork?.chainNamespace === 'eip155' ? (
          <button type="button" css={[secondaryButton, { minHeight: 32, padding: '4px 12px', fontSize: 13 }]} onClick={() => walletport.navigate('RegisterAccountName')}>
            {t('names.open')}
          </button>
        ) : null}
        <CopyAddressButton address={address} css={{ minHeight: 36, padding: '6px 14px', fontSize: 14 }} />
        {balance === undefined || balanceError ? (
          <p css={muted} id={balanceId}>
            {t('account.balanceUnavailable')}
            {balanceError ? (
              <>
                {' '}
                <button type="button" aria-describedby={balanceId} css={[secondaryButton, { minHeight: 32, padding: '4px 12px', fontSize: 13 }]} onClick={() => void walletport.refreshBalance({ force: true })}>
                  {t('tokens.retry')}
                </button>
              </>
            ) : null}
          </p>
        ) : (
          <Balance value={balance} symbol={balanceSymbol} />
        )}
      </div>
      <WalletFeatures />
      <AccountTabs first={entry?.data?.tab} />
      <div css={{ marginTop: 16, display: 'grid', gap: 4 }}>
        {email ? (
          <RowButton
            icon={<span css={{ display: 'grid', placeItems: 'center', width: 40, height: 40 }}><Icon name="mail" /></span>}
            label={t('account.updateEmail')}
            onClick={() => walletport.navigate('UpdateEmailWallet')}
            chevron
          />
        ) : null}
        <AccountTypeSwitch />
        {connections > 1 ? (
          <>
            <RowButton icon={power} label={t('account.disconnectThis')} onClick={() => disconnect(false)} />
            <RowButton icon={power} label={t('account.disconnectAll')} onClick={() => disconnect(true)} />
          </>
        ) : (
          <RowButton icon={power} label={t('account.disconnect')} onClick={() => disconnect(false)} />
        )}
      </div>
    </div>
  )
}
