import { useEffect, useId, useMemo, useState, type FormEvent } from 'react'
import type { Balance } from '../../../../core/index.js'
import { formatTokenBalance, tokenTable } from '../../../../core/internal.js'
import { useAccount } from '../../../useAccount.js'
import { describeError } from '../../describeError.js'
import { useModalContext } from '../../ModalContext.js'
import { Spinner } from '../../parts/Spinner.js'
import { errorText, field, muted, primaryButton, secondaryButton, swapIn } from '../../styles.js'
import type { ViewProps } from '../../ViewProps.js'
import { useAccountData } from '../useAccountData.js'
import { sendFieldProblems, type SendFieldProblems } from './sendProblems.js'

const problemText = [errorText, { fontSize: 13, fontWeight: 500 }] as const

/** What the visitor typed, kept per history entry: Cancel on the preview comes back to it. */
interface Draft {
  readonly tokenKey: string | undefined
  readonly amount: string
  readonly to: string
}
// Keyed by the router's entry object (as attempts are): nothing outlives the history that holds it.
const drafts = new WeakMap<object, Draft>()

/** The key the Tokens tab gives a balance row (native: `<chain>:native`). */
const keyOf = (balance: Balance) => balance.address ?? `${balance.chainId}:native`

/**
 * WalletSend: the token (the Tokens tab's rows of the account's balances), the amount with
 * 'Max' (all of it, less a gas reserve for the native token), the receiver (an address or a
 * name). Continue asks `prepareSend`; what is wrong shows under its field, else the preview opens.
 */
export function WalletSendView({ entry }: ViewProps<'WalletSend'>) {
  const { walletport, translator } = useModalContext()
  const { t, formatDecimal } = translator
  const { caipAddress, status } = useAccount()
  const tokens = useAccountData((state) => state.tokens)
  const id = useId()
  const draft = drafts.get(entry)
  const [tokenKey, setTokenKey] = useState<string | undefined>(draft?.tokenKey)
  const [amount, setAmount] = useState(draft?.amount ?? '')
  const [to, setTo] = useState(draft?.to ?? '')
  const [problems, setProblems] = useState<SendFieldProblems>({})
  const [failure, setFailure] = useState<string | undefined>(undefined)
  const [busy, setBusy] = useState<'max' | 'checking' | undefined>(undefined)
  useEffect(() => {
    void walletport.loadTokens()
  }, [walletport, caipAddress])
  useEffect(() => {
    if (status === 'disconnected') walletport.navigate('Connect', 'replace')
  }, [status, walletport])
  // The Tokens tab's rows, in its order (low-quality airdrops left out), as the balances they stand for.
  const balances = useMemo(() => {
    const byKey = new Map(tokens.balances.map((balance) => [keyOf(balance), balance]))
    return tokenTable(tokens.balances).rows.flatMap((row) => byKey.get(row.key) ?? [])
  }, [tokens.balances])
  const token = balances.find((balance) => keyOf(balance) === tokenKey) ?? balances[0]

  const fail = (error: unknown) => {
    const inPlace = sendFieldProblems(error)
    setProblems(inPlace ?? {})
    setFailure(inPlace ? undefined : describeError(translator, error))
  }
  const onMax = async () => {
    if (!token) return
    setBusy('max')
    try {
      const max = await walletport.getSendMax({ token })
      setAmount(max.amount)
      setProblems((previous) => ({ ...previous, amount: undefined }))
    } catch (error) {
      fail(error)
    } finally {
      setBusy(undefined)
    }
  }
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!token) return setProblems({ token: 'send.problem.TOKEN_MISSING' })
    setBusy('checking')
    setFailure(undefined)
    try {
      const preview = await walletport.prepareSend({ token, amount: amount.trim(), to: to.trim() })
      setProblems({})
      drafts.set(entry, { tokenKey: keyOf(token), amount, to })
      walletport.navigate({ view: 'WalletSendPreview', params: { preview } })
    } catch (error) {
      fail(error)
    } finally {
      setBusy(undefined)
    }
  }

  if (tokens.status === 'unavailable') {
    // Retry reads the balances again (the API back, or the network now served).
    return (
      <div css={{ display: 'grid', justifyItems: 'center', gap: 8 }}>
        <p css={[muted, { textAlign: 'center' }]}>{translator.translateMessage(tokens.error ?? '')}</p>
        <button type="button" css={[secondaryButton, { minHeight: 36 }]} onClick={() => void walletport.loadTokens({ force: true })}>
          {t('tokens.retry')}
        </button>
      </div>
    )
  }
  if (balances.length === 0 && tokens.status !== 'ready') {
    return (
      <p role="status" css={[muted, { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 8 }]}>
        <Spinner size={16} />
        {t('send.tokensLoading')}
      </p>
    )
  }
  if (balances.length === 0) return <p css={[muted, { textAlign: 'center' }]}>{t('tokens.empty')}</p>
  const described = (name: keyof SendFieldProblems) => (problems[name] ? `${id}-${name}-problem` : undefined)
  const problemOf = (name: keyof SendFieldProblems) => {
    const message = problems[name]
    return message ? (
      <p id={`${id}-${name}-problem`} css={problemText}>
        {t(message)}
      </p>
    ) : null
  }
  return (
    <form css={[swapIn, { display: 'grid', gap: 8 }]} onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy !== undefined}>
      <label htmlFor={`${id}-token`} css={{ fontWeight: 600 }}>
        {t('send.token')}
      </label>
      <select
        id={`${id}-token`}
        value={token ? keyOf(token) : ''}
        onChange={(event) => {
          setTokenKey(event.target.value)
          setProblems({})
        }}
        aria-invalid={problems.token ? true : undefined}
        aria-describedby={described('token')}
        css={field}
      >
        {balances.map((balance) => (
          <option key={keyOf(balance)} value={keyOf(balance)}>
            {t('send.tokenOption', { symbol: balance.symbol, amount: formatDecimal(formatTokenBalance(balance.quantity.numeric) ?? balance.quantity.numeric) })}
          </option>
        ))}
      </select>
      {problemOf('token')}
      <label htmlFor={`${id}-amount`} css={{ fontWeight: 600, marginTop: 8 }}>
        {t('send.amount')}
      </label>
      <span css={{ display: 'flex', gap: 8 }}>
        <input
          id={`${id}-amount`}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          aria-invalid={problems.amount ? true : undefined}
          aria-describedby={described('amount')}
          css={[field, { flex: 1 }]}
        />
        <span css={{ alignSelf: 'center', fontWeight: 600 }} aria-hidden="true">
          {token?.symbol}
        </span>
        <button type="button" css={[secondaryButton, { minHeight: 44 }]} onClick={() => void onMax()} disabled={busy !== undefined}>
          {t('send.max')}
        </button>
      </span>
      {problemOf('amount')}
      <label htmlFor={`${id}-to`} css={{ fontWeight: 600, marginTop: 8 }}>
        {t('send.to')}
      </label>
      <input
        id={`${id}-to`}
        value={to}
        onChange={(event) => setTo(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('send.toPlaceholder')}
        aria-invalid={problems.receiver ? true : undefined}
        aria-describedby={described('receiver')}
        css={field}
      />
      {problemOf('receiver')}
      {problemOf('form')}
      {failure ? (
        <p role="alert" css={problemText}>
          {failure}
        </p>
      ) : null}
      <button type="submit" css={[primaryButton, { marginTop: 12 }]} disabled={busy !== undefined}>
        {busy === 'checking' ? <Spinner size={16} /> : null}
        {busy === 'checking' ? t('send.checking') : t('send.continue')}
      </button>
    </form>
  )
}
