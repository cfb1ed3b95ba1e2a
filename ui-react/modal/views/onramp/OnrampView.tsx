import { useEffect, useId, useState } from 'react'
import type { OnrampPaymentMethod, OnrampState } from '../../../../core/index.js'
import { DEBOUNCE_MS } from '../../../../core/internal.js'
import { perInstanceSource } from '../../../perInstanceSource.js'
import { useExternalState } from '../../../useExternalState.js'
import { useModalContext } from '../../ModalContext.js'
import { Spinner } from '../../parts/Spinner.js'
import { errorText, focusRing, muted, primaryButton, sectionHeading, swapIn } from '../../styles.js'
import { useDebouncedValue } from '../../useDebouncedValue.js'
import { watchCheckout } from './watchCheckout.js'

const onrampSource = perInstanceSource<OnrampState>((walletport, onChange) => walletport.watchOnramp(onChange), (walletport) => walletport.getOnramp())
const METHODS: readonly OnrampPaymentMethod[] = ['card', 'bank']
const POPUP_FEATURES = 'popup,width=480,height=720'

const field = {
  minHeight: 40,
  padding: '0 12px',
  borderRadius: 12,
  border: '1px solid var(--wp-color-border, #ccc)',
  font: 'inherit',
  background: 'var(--wp-color-surface)',
  color: 'var(--wp-color-fg)',
} as const
const chip = [
  focusRing,
  {
    minHeight: 36,
    padding: '0 12px',
    borderRadius: 18,
    border: '1px solid var(--wp-color-border, #ccc)',
    background: 'var(--wp-color-surface)',
    color: 'var(--wp-color-fg)',
    font: 'inherit',
    cursor: 'pointer',
    '&[aria-pressed="true"]': { background: 'var(--wp-color-accent)', color: 'var(--wp-color-accent-fg)', borderColor: 'var(--wp-color-accent)' },
  },
] as const
const choice = { display: 'flex', alignItems: 'center', gap: 8, padding: '6px 4px', cursor: 'pointer' } as const

/**
 * OnRampProviders (Buy crypto): what to buy and pay with, the amount (presets or typed,
 * checked against the payment method's limits in place), the provider with its fee, the
 * quote, and Buy, which opens the provider's checkout in a popup (else a new tab). Once the
 * visitor is back, the balance, tokens and Activity are read afresh.
 */
export function OnrampView() {
  const { walletport, translator } = useModalContext()
  const { t, translateMessage } = translator
  const id = useId()
  const state = useExternalState(onrampSource(walletport), (snapshot) => snapshot)
  const caipNetworkId = useExternalState(onrampNetworkSource(walletport), (network) => network)
  const [typed, setTyped] = useState('')
  const [checkout, setCheckout] = useState<'idle' | 'opening' | 'waiting' | 'done'>('idle')
  useEffect(() => {
    const controller = new AbortController()
    void walletport.loadOnramp({ signal: controller.signal })
    return () => controller.abort()
  }, [walletport, caipNetworkId])
  const selection = `${state.purchaseCurrency}|${state.paymentCurrency}|${state.paymentMethod}|${state.amount}|${state.provider}|${state.status}`
  const settled = useDebouncedValue(selection, DEBOUNCE_MS)
  useEffect(() => {
    if (settled !== selection) return undefined
    const controller = new AbortController()
    void walletport.fetchOnrampQuote({ signal: controller.signal })
    return () => controller.abort()
  }, [walletport, settled])

  if (state.status === 'restricted') return <p css={[swapIn, muted]}>{t('onramp.restricted')}</p>
  if (state.status !== 'ready') {
    return (
      <p role="status" css={[muted, { display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'center' }]}>
        <Spinner size={16} />
        {t('onramp.loading')}
      </p>
    )
  }
  const currency = state.paymentCurrency ?? ''
  const purchase = state.purchaseCurrencies.find((candidate) => candidate.id === state.purchaseCurrency)
  const provider = state.providers.find((candidate) => candidate.name === state.provider)
  const limits = state.limits ? { min: state.limits.min.toLocaleString(translator.locale), max: state.limits.max.toLocaleString(translator.locale), currency } : undefined
  const setAmount = (text: string) => {
    setTyped(text)
    const amount = Number(text.replace(',', '.'))
    walletport.selectOnramp({ amount: text.trim() === '' || !Number.isFinite(amount) ? undefined : amount })
  }
  const buy = async () => {
    // Opened inside the click, before any await: a popup opened later is blocked.
    const popup = window.open('', 'walletport-onramp', POPUP_FEATURES)
    setCheckout('opening')
    try {
      const url = await walletport.createOnrampCheckout({ redirectUrl: window.location.href })
      const opened = popup ?? window.open(url, '_blank')
      if (popup) popup.location.href = url
      if (!opened) {
        setCheckout('idle')
        return
      }
      setCheckout('waiting')
      watchCheckout({
        popup: opened,
        url,
        // Back from the checkout: the balance, the tokens and Activity are read afresh.
        onReturn: () => {
          void Promise.allSettled([walletport.refreshBalance({ force: true }), walletport.loadTokens({ force: true }), walletport.loadActivity({ force: true })]).then(() => setCheckout('done'))
        },
      })
    } catch {
      popup?.close()
      setCheckout('idle')
    }
  }
  const hint = state.amountError === 'min' ? t('onramp.belowMin', limits) : state.amountError === 'max' ? t('onramp.aboveMax', limits) : limits ? t('onramp.limits', limits) : ''
  return (
    <div css={[swapIn, { display: 'grid', gap: 12 }]}>
      {state.purchaseCurrencies.length === 0 ? <p css={muted}>{t('onramp.nothing')}</p> : null}
      <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
        <label css={{ display: 'grid', gap: 4, fontWeight: 600 }}>
          {t('onramp.purchaseCurrency')}
          <select css={field} value={state.purchaseCurrency ?? ''} onChange={(event) => walletport.selectOnramp({ purchaseCurrency: event.target.value })}>
            {state.purchaseCurrencies.map((option) => (
              <option key={option.id} value={option.id}>
                {option.symbol}
              </option>
            ))}
          </select>
        </label>
        <label css={{ display: 'grid', gap: 4, fontWeight: 600 }}>
          {t('onramp.paymentCurrency')}
          <select css={field} value={currency} onChange={(event) => walletport.selectOnramp({ paymentCurrency: event.target.value })}>
            {state.paymentCurrencies.map((option) => (
              <option key={option.id} value={option.id}>
                {option.id}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset css={{ border: 0, margin: 0, padding: 0 }}>
        <legend css={sectionHeading}>{t('onramp.method')}</legend>
        <div css={{ display: 'flex', gap: 16 }}>
          {METHODS.map((method) => (
            <label key={method} css={choice}>
              <input type="radio" name={`${id}-method`} checked={state.paymentMethod === method} onChange={() => walletport.selectOnramp({ paymentMethod: method })} />
              {t(`onramp.method.${method}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div css={{ display: 'grid', gap: 6 }}>
        <label htmlFor={`${id}-amount`} css={{ fontWeight: 600 }}>
          {t('onramp.amount', { currency })}
        </label>
        <div role="group" aria-label={t('onramp.presets')} css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {state.presets.map((preset) => (
            <button key={preset} type="button" css={chip} aria-pressed={state.amount === preset} onClick={() => setAmount(String(preset))}>
              {preset.toLocaleString(translator.locale)}
            </button>
          ))}
        </div>
        <input
          id={`${id}-amount`}
          css={field}
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          onChange={(event) => setAmount(event.target.value)}
          aria-invalid={state.amountError !== undefined}
          aria-describedby={`${id}-limits`}
        />
        <p id={`${id}-limits`} css={state.amountError ? errorText : [muted, { fontSize: 13, margin: 0 }]}>
          {hint}
        </p>
      </div>
      <fieldset css={{ border: 0, margin: 0, padding: 0 }}>
        <legend css={sectionHeading}>{t('onramp.providers')}</legend>
        {state.providers.map((option) => (
          <label key={option.name} css={choice}>
            <input type="radio" name={`${id}-provider`} checked={state.provider === option.name} onChange={() => walletport.selectOnramp({ provider: option.name })} />
            <span css={{ fontWeight: 600 }}>{option.label}</span>{' '}
            {option.feeRange ? <span css={muted}>{t('onramp.fee', { fee: option.feeRange })}</span> : null}
          </label>
        ))}
      </fieldset>
      <div role="status" css={{ minHeight: 24 }}>
        {state.quoteLoading ? (
          <span css={[muted, { display: 'flex', gap: 8, alignItems: 'center' }]}>
            <Spinner size={16} />
            {t('onramp.quoting')}
          </span>
        ) : state.quote ? (
          <span css={{ display: 'grid' }}>
            <strong data-testid="onramp-quote">{t('onramp.quote', { amount: state.quote.purchaseAmount, symbol: state.quote.purchaseCurrency || (purchase?.symbol ?? '') })}</strong>
            {state.quote.fee ? <span css={[muted, { fontSize: 13 }]}>{t('onramp.quoteFee', { fee: state.quote.fee, currency })}</span> : null}
          </span>
        ) : null}
      </div>
      {state.error ? (
        <p role="alert" css={errorText}>
          {translateMessage(state.error)}
        </p>
      ) : null}
      {checkout === 'waiting' || checkout === 'done' ? (
        <p role="status" css={checkout === 'done' ? { margin: 0, fontWeight: 600 } : muted}>
          {t(checkout === 'done' ? 'onramp.done' : 'onramp.waiting')}
        </p>
      ) : null}
      <button type="button" css={primaryButton} disabled={!state.quote || !provider || checkout === 'opening'} onClick={() => void buy()}>
        {checkout === 'opening' ? t('onramp.opening') : t('onramp.buy', { provider: provider?.label ?? '' })}
      </button>
    </div>
  )
}

const onrampNetworkSource = perInstanceSource<string | undefined>(
  (walletport, onChange) => walletport.watchNetwork(onChange),
  (walletport) => walletport.getNetwork().caipNetwork?.caipNetworkId,
)
