import { useMemo, useState, type ReactNode } from 'react'
import { isUserRejection } from '../../../../core/index.js'
import { formatFixedPoint } from '../../../../core/internal.js'
import { describeError } from '../../describeError.js'
import { useModalContext } from '../../ModalContext.js'
import { useModalScope } from '../../ModalScope.js'
import { Spinner } from '../../parts/Spinner.js'
import type { ViewProps } from '../../ViewProps.js'
import { errorText, muted, primaryButton, secondaryButton, swapIn } from '../../styles.js'
import { sendAndFollow } from './sendAndFollow.js'

type Step = { readonly status: 'idle' } | { readonly status: 'waiting' } | { readonly status: 'failed'; readonly message: string }

/**
 * WalletSendPreview: the amount and its USD value, the network fee, the receiver (name and
 * address); Send asks the wallet (waiting meanwhile). A refusal or a failure says so here and
 * stays; once sent, Account's Activity shows the pending entry, and a toast tells the outcome.
 */
export function WalletSendPreviewView({ entry }: ViewProps<'WalletSendPreview'>) {
  const { preview } = entry.data
  const { walletport, translator } = useModalContext()
  const { t, locale, formatDecimal } = translator
  const { notices } = useModalScope()
  const [step, setStep] = useState<Step>({ status: 'idle' })
  const usd = useMemo(() => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }), [locale])
  const { token, amount, receiver, fee, fiatValue } = preview
  const shownAmount = `${formatDecimal(amount)} ${token.symbol}`

  const onSend = async () => {
    setStep({ status: 'waiting' })
    try {
      await sendAndFollow(walletport, { token, amount, to: receiver.address }, (event) => {
        const values = { amount: formatDecimal(amount), symbol: token.symbol }
        notices.toast(event.type === 'SEND_CONFIRMED' ? t('send.confirmed', values) : t('send.settledFailed', values), event.type === 'SEND_CONFIRMED' ? 'success' : 'error')
      })
      walletport.navigate({ view: 'Account', params: { tab: 'activity' } }, 'reset')
    } catch (error) {
      setStep({ status: 'failed', message: isUserRejection(error) ? t('send.declined') : t('send.failed', { reason: describeError(translator, error) }) })
    }
  }
  const waiting = step.status === 'waiting'
  return (
    <div css={[swapIn, { display: 'grid', gap: 12 }]}>
      <p css={{ margin: 0, textAlign: 'center', fontSize: 28, fontWeight: 700 }} data-testid="send-preview-amount">
        {shownAmount}
      </p>
      <dl css={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px', margin: 0 }}>
        <Line label={t('send.preview.amount')}>{shownAmount}</Line>
        {fiatValue === undefined ? null : <Line label={t('send.preview.value')}>{usd.format(fiatValue)}</Line>}
        <Line label={t('send.preview.fee')}>
          {fee ? `${formatDecimal(formatFixedPoint(fee.value, fee.decimals, Math.min(fee.decimals, 8)))} ${fee.symbol}` : t('send.preview.feeUnknown')}
        </Line>
        <Line label={t('send.preview.to')}>
          {receiver.name ? <span css={{ display: 'block', fontWeight: 600 }}>{receiver.name}</span> : null}
          <span css={{ display: 'block', overflowWrap: 'anywhere', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 }} title={receiver.address} data-testid="send-preview-receiver">
            {receiver.address}
          </span>
        </Line>
      </dl>
      {waiting ? (
        <p role="status" css={[muted, { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 8, margin: 0 }]}>
          <Spinner size={16} />
          {t('send.waiting')}
        </p>
      ) : null}
      {step.status === 'failed' ? (
        <p role="alert" css={[errorText, { textAlign: 'center' }]}>
          {step.message}
        </p>
      ) : null}
      <span css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
        <button type="button" css={secondaryButton} onClick={() => walletport.goBack()} disabled={waiting}>
          {t('send.cancel')}
        </button>
        <button type="button" css={primaryButton} onClick={() => void onSend()} disabled={waiting}>
          {t('send.send')}
        </button>
      </span>
    </div>
  )
}

function Line({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <>
      <dt css={[muted, { margin: 0 }]}>{label}</dt>
      <dd css={{ margin: 0, textAlign: 'end', minWidth: 0 }}>{children}</dd>
    </>
  )
}
