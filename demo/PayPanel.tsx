/** @jsxImportSource react */
import { useEffect, useState } from 'react'
import type { PayRequest, WalletportEvent } from '../core/index.js'
// In your app these come from 'walletport/react'.
import { useWalletport } from '../ui-react/index.js'
import { describeError } from './describeError.js'
import { Panel } from './Panel.js'
import { DEMO_DUSD, MERCHANT } from './payDemo.js'

const CHAIN = 'eip155:31337'

/** What the shop asks for: 0.01 ETH or 1 DUSD on Anvil A. */
const REQUESTS: readonly { readonly label: string; readonly request: PayRequest }[] = [
  { label: 'Pay 0.01 ETH', request: { recipient: MERCHANT, amount: '0.01', token: 'native', network: CHAIN } },
  { label: 'Pay 1 DUSD', request: { recipient: MERCHANT, amount: '1', token: DEMO_DUSD, network: CHAIN } },
]

/**
 * A shop's checkout: each button opens walletport's Pay view with a fixed request on Anvil A
 * (`features.pay` is on in the demo). The visitor confirms in the wallet there; the page hears
 * the outcome on `events$` (PAY_SUCCESS with the hash, PAY_ERROR) and shows it.
 */
export function PayPanel() {
  const { open, walletport } = useWalletport()
  const [outcome, setOutcome] = useState<{ readonly ok: boolean; readonly text: string } | undefined>(undefined)
  useEffect(() => {
    if (!walletport) return undefined
    const subscription = walletport.events$.subscribe((event: WalletportEvent) => {
      if (event.type === 'PAY_SUCCESS') setOutcome({ ok: true, text: event.hash })
      else if (event.type === 'PAY_ERROR') setOutcome({ ok: false, text: describeError(event.error) })
    })
    return () => subscription.unsubscribe()
  }, [walletport])

  return (
    <Panel title="Pay the demo shop" id="pay-title">
      <div className="button-row">
        {REQUESTS.map(({ label, request }) => (
          <button key={label} type="button" className="button button--primary" onClick={() => open({ view: 'Pay', params: request })}>
            {label}
          </button>
        ))}
      </div>
      <p className="hint">
        To the shop at <span className="mono">{MERCHANT}</span> (anvil’s account #3) on Anvil A, through <code>open({'{'} view: 'Pay', params {'}'})</code>.
      </p>
      <p className={outcome ? (outcome.ok ? 'log__entry log__entry--ok' : 'log__entry log__entry--error') : 'muted'} aria-live="polite" data-testid="pay-outcome">
        {outcome ? `${outcome.ok ? 'Paid' : 'Not paid'}: ${outcome.text}` : 'No payment yet.'}
      </p>
    </Panel>
  )
}
