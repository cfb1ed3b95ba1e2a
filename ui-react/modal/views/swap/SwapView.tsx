import { useEffect, useId, useMemo, useState } from 'react'
import { isUserRejection, type SwapQuoteState, type SwapSession, type SwapState } from '../../../../core/index.js'
import { formatFixedPoint, formatTokenBalance } from '../../../../core/internal.js'
import { useAccount } from '../../../useAccount.js'
import { useExternalState } from '../../../useExternalState.js'
import { describeError } from '../../describeError.js'
import { useModalContext } from '../../ModalContext.js'
import { Icon } from '../../parts/Icon.js'
import { Spinner } from '../../parts/Spinner.js'
import { errorText, muted, primaryButton, secondaryButton, swapIn } from '../../styles.js'
import { swapButtonLabel } from './swapButtonLabel.js'
import { swapSessionSource } from './swapSessionSource.js'
import { field, panel } from './swapStyles.js'
import { TokenLogo } from './TokenLogo.js'
import { TokenPicker } from './TokenPicker.js'

const problemText = [errorText, { fontSize: 13, fontWeight: 500 }] as const

/**
 * Swap: a session of the core (`walletport.createSwap`) for as long as the view shows; a retry
 * starts a new one. Disconnecting leaves for Connect.
 */
export function SwapView() {
  const { walletport, translator } = useModalContext()
  const { status } = useAccount()
  const [session, setSession] = useState<SwapSession | undefined>(undefined)
  const [failure, setFailure] = useState<unknown>(undefined)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let created: SwapSession | undefined
    let gone = false
    walletport.createSwap().then(
      (swap) => {
        if (gone) return swap.dispose()
        created = swap
        setSession(swap)
      },
      (error: unknown) => !gone && setFailure(error),
    )
    return () => {
      gone = true
      created?.dispose()
      setSession(undefined)
      setFailure(undefined)
    }
  }, [walletport, attempt])
  useEffect(() => {
    if (status === 'disconnected') walletport.navigate('Connect', 'replace')
  }, [status, walletport])
  if (failure !== undefined) return <Failure message={describeError(translator, failure)} onRetry={() => setAttempt((count) => count + 1)} />
  if (!session) return <Loading />
  return <SwapForm session={session} onRetry={() => setAttempt((count) => count + 1)} />
}

function Loading() {
  const { t } = useModalContext().translator
  return (
    <p role="status" css={[muted, { display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'center' }]}>
      <Spinner size={16} />
      {t('swap.loading')}
    </p>
  )
}

function Failure(props: { readonly message: string; readonly onRetry?: () => void }) {
  const { t } = useModalContext().translator
  return (
    <div css={[swapIn, { display: 'grid', gap: 12, justifyItems: 'center', textAlign: 'center' }]}>
      <p role="alert" css={problemText}>
        {props.message}
      </p>
      {props.onRetry ? (
        <button type="button" css={secondaryButton} onClick={props.onRetry}>
          {t('swap.retry')}
        </button>
      ) : null}
    </div>
  )
}

/** The two sides, the flip, the quote's details, the error in place and the one button whose text says what comes next. */
function SwapForm({ session, onRetry }: { readonly session: SwapSession; readonly onRetry: () => void }) {
  const { translator } = useModalContext()
  const { t, formatDecimal } = translator
  const id = useId()
  const source = useMemo(() => swapSessionSource(session), [session])
  const state = useExternalState(source, (snapshot) => snapshot)
  const [picking, setPicking] = useState<'from' | 'to' | undefined>(undefined)
  if (state.status === 'loading') return <Loading />
  if (state.status === 'unsupported' || (state.status === 'error' && state.tokens.length === 0)) {
    return <Failure message={describeError(translator, state.error)} {...(state.status === 'error' ? { onRetry } : {})} />
  }
  if (picking) {
    return (
      <TokenPicker
        heading={t(picking === 'from' ? 'swap.pickFrom' : 'swap.pickTo')}
        tokens={state.tokens}
        onPick={(token) => {
          if (picking === 'from') session.setFrom(token.address)
          else session.setTo(token.address)
          setPicking(undefined)
        }}
        onCancel={() => setPicking(undefined)}
      />
    )
  }
  const { from, to, quote } = state
  const busy = state.status === 'approving' || state.status === 'swapping'
  const button = swapButtonLabel(state)
  const usd = (amount: string, price: number | undefined) => (price === undefined || amount.trim() === '' || !Number.isFinite(Number(amount)) ? undefined : formatUsd(translator.locale, Number(amount) * price))
  const paidUsd = from ? usd(state.amount.replace(',', '.'), from.price) : undefined
  const receivedUsd = to && quote ? usd(quote.toAmount, to.price) : undefined
  return (
    <form
      css={[swapIn, { display: 'grid', gap: 8 }]}
      noValidate
      aria-busy={busy || state.status === 'loading-quote'}
      onSubmit={(event) => {
        event.preventDefault()
        // The outcome is the session's state (done, or the error in place).
        session.execute().catch(() => undefined)
      }}
    >
      <div css={panel}>
        <label htmlFor={`${id}-amount`} css={[muted, { fontSize: 13, fontWeight: 600 }]}>
          {t('swap.pay')}
        </label>
        <span css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <input
            id={`${id}-amount`}
            value={state.amount}
            onChange={(event) => session.setAmount(event.target.value)}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.0"
            disabled={busy}
            aria-invalid={state.insufficientBalance ? true : undefined}
            aria-describedby={`${id}-balance`}
            css={[field, { flex: '1 1 0', width: '100%', fontSize: 20, fontWeight: 600 }]}
          />
          <TokenButton symbol={from?.symbol} logo={from?.logoUri} label={t('swap.chooseFrom')} disabled={busy} onClick={() => setPicking('from')} />
        </span>
        <span css={[muted, { display: 'flex', gap: 8, alignItems: 'center', fontSize: 13 }]}>
          <span id={`${id}-balance`}>{from ? t('swap.balance', { amount: formatDecimal(formatTokenBalance(from.balance) ?? from.balance), symbol: from.symbol }) : ''}</span>
          {paidUsd ? <span aria-label={t('swap.usdValue', { value: paidUsd })}>≈ {paidUsd}</span> : null}
          <button type="button" css={[secondaryButton, { marginInlineStart: 'auto', minHeight: 32, padding: '4px 12px' }]} onClick={() => session.setMax()} disabled={busy || !from}>
            {t('swap.max')}
          </button>
        </span>
      </div>
      <button type="button" aria-label={t('swap.flip')} css={[secondaryButton, { justifySelf: 'center', minHeight: 36, width: 36, padding: 0, margin: '-14px 0', zIndex: 1, border: '3px solid var(--wp-color-bg, #fff)' }]} onClick={() => session.flip()} disabled={busy}>
        <Icon name="swap" size={18} />
      </button>
      <div css={panel}>
        <span id={`${id}-receive`} css={[muted, { fontSize: 13, fontWeight: 600 }]}>
          {t('swap.receive')}
        </span>
        <span css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <output aria-labelledby={`${id}-receive`} css={{ flex: '1 1 0', minWidth: 0, fontSize: 20, fontWeight: 600, minHeight: 44, display: 'flex', alignItems: 'center', overflowWrap: 'anywhere' }}>
            {state.status === 'loading-quote' ? <Spinner size={18} /> : quote ? formatAmount(translator.locale, quote.toAmount) : <span css={muted}>0.0</span>}
          </output>
          <TokenButton symbol={to?.symbol} logo={to?.logoUri} label={t('swap.chooseTo')} disabled={busy} onClick={() => setPicking('to')} />
        </span>
        {receivedUsd ? <span css={[muted, { fontSize: 13 }]}>≈ {receivedUsd}</span> : null}
      </div>
      {quote && from && to ? <QuoteDetails quote={quote} from={from.symbol} to={to.symbol} /> : null}
      <Outcome state={state} />
      <button type="submit" css={[primaryButton, { marginTop: 8, '&:disabled': { opacity: 0.6, cursor: 'not-allowed' } }]} disabled={!button.enabled}>
        {busy ? <Spinner size={16} /> : null}
        {t(button.label)}
      </button>
    </form>
  )
}

/** The token of one side, as a button that opens the picker. */
function TokenButton(props: { readonly symbol: string | undefined; readonly logo: string | undefined; readonly label: string; readonly disabled: boolean; readonly onClick: () => void }) {
  const { t } = useModalContext().translator
  return (
    <button type="button" css={[secondaryButton, { flexShrink: 0, minHeight: 40, padding: '6px 10px', gap: 6, border: '1px solid var(--wp-color-border, #8a8a8a)' }]} aria-label={`${props.label}: ${props.symbol ?? t('swap.noToken')}`} disabled={props.disabled} onClick={props.onClick}>
      {props.logo ? <TokenLogo url={props.logo} /> : null}
      {props.symbol ?? t('swap.selectToken')}
      <Icon name="chevronDown" size={14} />
    </button>
  )
}

/** Rate, price impact, network fee, slippage and the least received. */
function QuoteDetails({ quote, from, to }: { readonly quote: SwapQuoteState; readonly from: string; readonly to: string }) {
  const { translator } = useModalContext()
  const { t, formatDecimal, locale } = translator
  const fee = quote.networkFee
  const rows: readonly [string, string][] = [
    [t('swap.rate'), t('swap.rateValue', { from, rate: formatAmount(locale, String(quote.rate)), to })],
    [t('swap.priceImpact'), quote.priceImpact === undefined ? t('swap.unknown') : `${quote.priceImpact.toLocaleString(locale, { maximumFractionDigits: 2 })} %`],
    [
      t('swap.networkFee'),
      fee
        ? `${formatDecimal(formatFixedPoint(fee.value, fee.decimals, 6))} ${fee.symbol}${fee.usd === undefined ? '' : ` (≈ ${formatUsd(locale, fee.usd)})`}`
        : t('swap.unknown'),
    ],
    [t('swap.slippage'), `${quote.slippage.toLocaleString(locale)} %`],
    [t('swap.minimumReceived'), `${formatAmount(locale, quote.minimumReceived)} ${to}`],
  ]
  return (
    <dl css={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 16px', margin: '4px 0 0', fontSize: 13 }}>
      {rows.map(([label, value]) => (
        <div key={label} css={{ display: 'contents' }}>
          <dt css={[muted, { margin: 0 }]}>{label}</dt>
          <dd css={{ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Where the swap stands once asked: waiting for the wallet, done, or what went wrong (in place). */
function Outcome({ state }: { readonly state: SwapState }) {
  const { translator } = useModalContext()
  const { t } = translator
  if (state.status === 'approving' || state.status === 'swapping') {
    return (
      <p role="status" css={[muted, { margin: 0, fontSize: 13 }]}>
        {t(state.status === 'approving' ? 'swap.waitingApprove' : 'swap.waiting')}
      </p>
    )
  }
  if (state.status === 'done' && state.from && state.to) {
    return (
      <p role="status" css={{ margin: 0, fontSize: 13, fontWeight: 600 }}>
        {t('swap.done', { from: state.from.symbol, to: state.to.symbol })}
      </p>
    )
  }
  if (state.status !== 'error' || !state.error) return null
  return (
    <p role="alert" css={problemText}>
      {isUserRejection(state.error) ? t('swap.declined') : describeError(translator, state.error)}
    </p>
  )
}

/** A token amount for reading: 4 decimals from 1 up, 4 significant digits below (a small amount never shows as 0). */
function formatAmount(locale: string, value: string): string {
  const amount = Number(value)
  if (!Number.isFinite(amount)) return value
  return amount.toLocaleString(locale, amount >= 1 || amount === 0 ? { maximumFractionDigits: 4 } : { maximumSignificantDigits: 4 })
}

function formatUsd(locale: string, value: number): string {
  return value.toLocaleString(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: value < 1 ? 4 : 2 })
}
