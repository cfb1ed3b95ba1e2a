/** @jsxImportSource react */
import type { WalletStandardTestWallet } from '../../test-doubles/solana/WalletStandardTestWallet.js'
import { Panel, Row } from '../Panel.js'
import { DEMO_SPL_TOKEN } from '../solanaDemo.js'
import { DEV_SOLANA_WALLET_INFO } from './devSolanaWalletInfo.js'
import { useDevSolanaWalletState } from './useDevSolanaWalletState.js'

/** The Dev Solana Wallet's own panel: what an extension's toolbar popup would show. */
export function DevSolanaWalletPanel({ wallet }: { readonly wallet: WalletStandardTestWallet }) {
  const state = useDevSolanaWalletState(wallet)
  return (
    <Panel title={DEV_SOLANA_WALLET_INFO.name} id="dev-solana-wallet-title">
      <div className="wallet-id">
        <img src={DEV_SOLANA_WALLET_INFO.icon} alt="" width={36} height={36} />
        <p>
          A Wallet Standard wallet in this page, on the local Solana cluster, with 100 SOL and 1 000 000 {DEMO_SPL_TOKEN.symbol} at start. Its key
          is a public dev key: never send real funds to it.
        </p>
      </div>
      <dl className="rows">
        <Row label="This site" testId="dev-solana-wallet-authorized">
          {state.isAuthorized ? 'connected' : 'not connected'}
        </Row>
        <Row label="Account" testId="dev-solana-wallet-address">
          <span className="mono">{state.address}</span>
        </Row>
      </dl>
    </Panel>
  )
}
