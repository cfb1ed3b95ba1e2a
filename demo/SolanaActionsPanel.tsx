/** @jsxImportSource react */
import { useState } from 'react'
// In your app these come from 'walletport/react'.
import { useAccount, useWalletport } from '../ui-react/index.js'
import { describeError } from './describeError.js'
import { Panel, Row } from './Panel.js'
import { DEMO_SOLANA_RECIPIENT, DEMO_SPL_TOKEN, type DemoSolana } from './solanaDemo.js'

/** 0.01 SOL, in lamports. */
const SOL_AMOUNT = 10_000_000n
/** 1 DEMO, in its smallest unit (6 decimals). */
const TOKEN_AMOUNT = 10n ** BigInt(DEMO_SPL_TOKEN.decimals)

/** The last send: its signature and what the recipient holds after it, or why it failed. */
type Outcome =
  | { readonly ok: true; readonly title: string; readonly signature: string; readonly sol: string; readonly token: string }
  | { readonly ok: false; readonly title: string; readonly error: string }

/**
 * Sends SOL and the demo token from the connected Solana account, whichever namespace is active,
 * through `walletport.sendTransaction({ namespace: 'solana', … })`; then reads the recipient's
 * balances from the RPC itself, so the page shows what landed on chain.
 */
export function SolanaActionsPanel({ solana }: { readonly solana: DemoSolana }) {
  const { ready } = useWalletport()
  const { isConnected } = useAccount('solana')
  const [busy, setBusy] = useState<string | undefined>(undefined)
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined)

  const send = async (title: string, draft: { readonly lamports: bigint } | { readonly amount: bigint; readonly mint: string }): Promise<void> => {
    setBusy(title)
    try {
      const walletport = await ready()
      const signature = await walletport.sendTransaction({ namespace: 'solana', to: DEMO_SOLANA_RECIPIENT, ...draft })
      // The recipient's balances, straight from the RPC (loaded with the first send: kit's RPC client).
      const { readSolanaHoldings } = await import('./readSolanaHoldings.js')
      const holdings = await readSolanaHoldings(solana.rpcUrl, DEMO_SOLANA_RECIPIENT, DEMO_SPL_TOKEN)
      setOutcome({ ok: true, title, signature, ...holdings })
    } catch (error) {
      setOutcome({ ok: false, title, error: describeError(error) })
    } finally {
      setBusy(undefined)
    }
  }
  const disabled = !isConnected || busy !== undefined

  return (
    <Panel title="Try it on Solana" id="solana-actions-title">
      <div className="button-row">
        <button type="button" className="button button--primary" disabled={disabled} onClick={() => void send('Send 0.01 SOL', { lamports: SOL_AMOUNT })}>
          {busy === 'Send 0.01 SOL' ? 'Waiting for the wallet…' : 'Send 0.01 SOL'}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={disabled}
          onClick={() => void send(`Send 1 ${DEMO_SPL_TOKEN.symbol}`, { amount: TOKEN_AMOUNT, mint: DEMO_SPL_TOKEN.mint })}
        >
          {busy === `Send 1 ${DEMO_SPL_TOKEN.symbol}` ? 'Waiting for the wallet…' : `Send 1 ${DEMO_SPL_TOKEN.symbol}`}
        </button>
      </div>
      <p className="hint">
        To <span className="mono">{DEMO_SOLANA_RECIPIENT}</span> (an empty demo account), from the connected Solana account
        {isConnected ? '' : ' — connect the Dev Solana Wallet first'}.
      </p>
      <h3 className="log__title">Last send</h3>
      <div aria-live="polite" data-testid="solana-result">
        {!outcome ? <p className="muted">Nothing yet.</p> : null}
        {outcome?.ok === false ? (
          <p className="log__entry log__entry--error">
            <strong>{outcome.title}: failed</strong> <span className="mono">{outcome.error}</span>
          </p>
        ) : null}
        {outcome?.ok ? (
          <dl className="rows">
            <Row label="Sent" testId="solana-sent">
              {outcome.title.replace(/^Send /, '')}
            </Row>
            <Row label="Signature" testId="solana-signature">
              <span className="mono">{outcome.signature}</span>
            </Row>
            <Row label="Recipient SOL" testId="solana-recipient-sol">
              {outcome.sol} SOL
            </Row>
            <Row label={`Recipient ${DEMO_SPL_TOKEN.symbol}`} testId="solana-recipient-token">
              {outcome.token} {DEMO_SPL_TOKEN.symbol}
            </Row>
          </dl>
        ) : null}
      </div>
    </Panel>
  )
}
