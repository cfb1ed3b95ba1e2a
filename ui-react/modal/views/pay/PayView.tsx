import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { Balance, PayRequest, WalletState } from '../../../../core/index.js'
import { checkPayRequest, findPayToken, truncateAddress } from '../../../../core/internal.js'
import { describeError } from '../../describeError.js'
import { useModalContext } from '../../ModalContext.js'
import { Spinner } from '../../parts/Spinner.js'
import type { ViewProps } from '../../ViewProps.js'
import { errorText, muted, primaryButton, secondaryButton, swapIn } from '../../styles.js'
import { useExternalState } from '../../../useExternalState.js'
import { useAccountData } from '../useAccountData.js'
import { payFailureOf, type PayStep } from './payStep.js'

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 } as const
const waitingText = [muted, { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 8, margin: 0 }] as const

/**
 * Pay: the request (amount, token and its USD value when priced, network, recipient, the
 * dapp's name) and Pay, which asks `walletport.pay`: the wallet confirms, then the chain. On
 * another network the view offers the switch first; not connected, it offers Connect. A
 * declined signature, a short balance (with Buy crypto when onramp is on) or a failure says
 * so here, and the request stays for another try: it lives in the history entry, so the
 * Buy crypto view and Back lose nothing.
 */
export function PayView({ entry }: ViewProps<'Pay'>) {
  const request = entry.data
  const { walletport, translator, sources } = useModalContext()
  const { t, locale, formatDecimal } = translator
  const { checked } = useMemo(() => checkPayRequest(request, walletport.options.networks), [request, walletport])
  const where = useExternalState(sources.state, (state) => placeOf(state, request))
  const balances = useAccountData((state) => (state.tokens.status === 'ready' ? state.tokens.balances : undefined))
  // The token's row as last listed: the API going down later (its rows gone) loses nothing shown.
  const listed = checked && balances ? findPayToken(balances, checked) : undefined
  const lastListed = useRef<Balance | undefined>(undefined)
  if (listed) lastListed.current = listed
  const [step, setStep] = useState<PayStep>({ status: 'idle' })
  const usd = useMemo(() => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }), [locale])
  useEffect(() => {
    if (where === 'here') void walletport.loadTokens()
  }, [walletport, where])

  if (!checked) return <p role="alert" css={[errorText, swapIn, { textAlign: 'center' }]}>{t('pay.invalid')}</p>
  const { network } = checked
  const token = listed ?? lastListed.current ?? findPayToken([], checked)
  const symbol = token?.symbol ?? truncateAddress(checked.contract ?? '')
  const shownAmount = `${formatDecimal(checked.amount)} ${symbol}`
  const fiatValue = token && token.price > 0 ? Number(checked.amount) * token.price : undefined
  const dapp = walletport.options.metadata?.name

  const onPay = async () => {
    setStep({ status: 'signing' })
    // Once the wallet sent it, the chain is what is waited for.
    const sent = walletport.events$.subscribe((event) => {
      if (event.type === 'SEND_TRANSACTION_SUCCESS') setStep({ status: 'confirming' })
    })
    try {
      setStep({ status: 'paid', hash: await walletport.pay(request) })
    } catch (error) {
      setStep({ status: 'failed', reason: payFailureOf(error), error })
    } finally {
      sent.unsubscribe()
    }
  }
  const onSwitch = async () => {
    setStep({ status: 'switching' })
    try {
      await walletport.switchNetwork(network)
      setStep({ status: 'idle' })
    } catch (error) {
      setStep({ status: 'failed', reason: 'switchFailed', error })
    }
  }

  if (step.status === 'paid') {
    return (
      <div css={[swapIn, { display: 'grid', gap: 12, textAlign: 'center' }]}>
        <p role="status" css={{ margin: 0, fontSize: 20, fontWeight: 700 }}>
          {t('pay.confirmed', { amount: formatDecimal(checked.amount), symbol })}
        </p>
        <p css={[muted, mono, { margin: 0 }]} title={step.hash} data-testid="pay-hash">
          {truncateAddress(step.hash, { start: 6, end: 6 })}
        </p>
        <button type="button" css={primaryButton} onClick={() => walletport.close()}>
          {t('pay.done')}
        </button>
      </div>
    )
  }
  const busy = step.status === 'signing' || step.status === 'confirming' || step.status === 'switching'
  const failure = step.status === 'failed' ? step.reason : undefined
  const canBuy = walletport.options.features.onramp && failure === 'insufficient'
  return (
    <div css={[swapIn, { display: 'grid', gap: 12 }]}>
      <p css={[muted, { margin: 0, textAlign: 'center' }]}>{dapp ? t('pay.requestedBy', { dapp }) : t('pay.request')}</p>
      <p css={{ margin: 0, textAlign: 'center', fontSize: 28, fontWeight: 700 }} data-testid="pay-amount">
        {shownAmount}
      </p>
      <dl css={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px', margin: 0 }}>
        {fiatValue === undefined ? null : <Line label={t('pay.value')}>{usd.format(fiatValue)}</Line>}
        <Line label={t('pay.network')}>{network.name}</Line>
        <Line label={t('pay.to')}>
          <span css={mono} title={checked.recipient} data-testid="pay-recipient">
            {truncateAddress(checked.recipient, { start: 6, end: 6 })}
          </span>
        </Line>
      </dl>
      {step.status === 'signing' || step.status === 'confirming' || step.status === 'switching' ? (
        <p role="status" css={waitingText}>
          <Spinner size={16} />
          {t(step.status === 'signing' ? 'pay.waiting' : step.status === 'confirming' ? 'pay.confirming' : 'pay.switching')}
        </p>
      ) : null}
      {step.status === 'failed' ? (
        <p role="alert" css={[errorText, { textAlign: 'center' }]}>
          {step.reason === 'declined'
            ? t('pay.declined')
            : step.reason === 'insufficient'
              ? t('pay.insufficient', { symbol })
              : step.reason === 'wrongNetwork'
                ? t('pay.wrongNetwork', { network: network.name })
                : step.reason === 'invalid'
                  ? t('pay.invalid')
                  : t(step.reason === 'switchFailed' ? 'pay.switchFailed' : 'pay.failed', { reason: describeError(translator, step.error) })}
        </p>
      ) : null}
      {where === 'elsewhere' && step.status !== 'failed' ? <p css={[muted, { margin: 0, textAlign: 'center' }]}>{t('pay.wrongNetwork', { network: network.name })}</p> : null}
      {where === 'disconnected' ? <p css={[muted, { margin: 0, textAlign: 'center' }]}>{t('pay.connect')}</p> : null}
      <span css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
        <button type="button" css={secondaryButton} onClick={() => (walletport.getRoute().history.length > 1 ? walletport.goBack() : walletport.close())} disabled={busy}>
          {t('pay.cancel')}
        </button>
        {where === 'disconnected' ? (
          <button type="button" css={primaryButton} onClick={() => walletport.navigate({ view: 'Connect', params: { namespace: network.chainNamespace, caipNetworkId: network.caipNetworkId } })}>
            {t('pay.connectButton')}
          </button>
        ) : where === 'elsewhere' ? (
          <button type="button" css={primaryButton} onClick={() => void onSwitch()} disabled={busy}>
            {t('pay.switch', { network: network.name })}
          </button>
        ) : (
          <button type="button" css={primaryButton} onClick={() => void onPay()} disabled={busy}>
            {t('pay.pay')}
          </button>
        )}
      </span>
      {canBuy ? (
        <button type="button" css={secondaryButton} onClick={() => walletport.navigate('OnRampProviders')}>
          {t('pay.buy')}
        </button>
      ) : null}
    </div>
  )
}

/** Where the visitor is for this request: connected on its network, on another one, or not connected in its namespace. */
function placeOf(state: WalletState, request: PayRequest): 'here' | 'elsewhere' | 'disconnected' {
  const namespace = request.network.split(':')[0] as WalletState['activeNamespace']
  if (state.accounts[namespace]?.status !== 'connected') return 'disconnected'
  return state.activeNamespace === namespace && state.networks[namespace]?.caipNetwork?.caipNetworkId === request.network ? 'here' : 'elsewhere'
}

function Line({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <>
      <dt css={[muted, { margin: 0 }]}>{label}</dt>
      <dd css={{ margin: 0, textAlign: 'end', minWidth: 0 }}>{children}</dd>
    </>
  )
}
