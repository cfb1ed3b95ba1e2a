import { useEffect, useId, useState, type FormEvent } from 'react'
import type { AccountNamesState } from '../../../core/index.js'
import { ACCOUNT_NAME_SUFFIX, DEBOUNCE_MS, isAccountName, toBaseError } from '../../../core/internal.js'
import { perInstanceSource } from '../../perInstanceSource.js'
import { useExternalState } from '../../useExternalState.js'
import { useModalContext } from '../ModalContext.js'
import { Spinner } from '../parts/Spinner.js'
import { errorText, muted, primaryButton, swapIn } from '../styles.js'
import { useDebouncedValue } from '../useDebouncedValue.js'

/** The instance's name suggestions as a React source, one per instance. */
const namesSource = perInstanceSource<AccountNamesState>((walletport, onChange) => walletport.watchAccountNames(onChange), (walletport) => walletport.getAccountNames())

/**
 * RegisterAccountName: type a label (letters, digits, hyphens, ≥ 4), see suggestions (with the
 * loading flag) as you type, register: the wallet signs, then RegisterAccountNameSuccess; on
 * failure the view stays with 'Error registering name'.
 */
export function RegisterAccountNameView() {
  const { walletport, translator } = useModalContext()
  const { t, translateMessage } = translator
  const id = useId()
  const [label, setLabel] = useState('')
  const [registering, setRegistering] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const names = useExternalState(namesSource(walletport), (state) => state)
  const settled = useDebouncedValue(label.trim(), DEBOUNCE_MS)
  useEffect(() => {
    const controller = new AbortController()
    void walletport.suggestAccountNames(settled, { signal: controller.signal })
    return () => controller.abort()
  }, [walletport, settled])
  const typed = label.trim()
  const invalid = typed !== '' && !isAccountName(typed)
  const taken = names.suggestions.some((suggestion) => suggestion.registered && suggestion.name === `${typed.toLowerCase()}${ACCOUNT_NAME_SUFFIX}`)
  const register = async (chosen: string) => {
    setError(undefined)
    setRegistering(true)
    try {
      await walletport.registerAccountName(chosen)
      walletport.navigate('RegisterAccountNameSuccess', 'replace')
    } catch (caught) {
      setError(translateMessage(toBaseError(caught).shortMessage))
    } finally {
      setRegistering(false)
    }
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (isAccountName(typed) && !taken && !registering) void register(typed)
  }
  return (
    <form css={[swapIn, { display: 'grid', gap: 12 }]} onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-name`} css={{ fontWeight: 600 }}>
        {t('names.label')}
      </label>
      <span css={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        <input
          id={`${id}-name`}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid || taken}
          aria-describedby={`${id}-hint`}
          css={{ flex: 1, minHeight: 40, padding: '0 12px', borderRadius: 12, border: '1px solid var(--wp-color-border, #ccc)', font: 'inherit', background: 'var(--wp-color-surface)', color: 'var(--wp-color-fg)' }}
        />
        <span css={muted}>{ACCOUNT_NAME_SUFFIX}</span>
      </span>
      <p id={`${id}-hint`} css={invalid || taken ? errorText : [muted, { fontSize: 13, margin: 0 }]}>
        {invalid ? t('names.invalid') : taken ? t('names.taken') : t('names.hint')}
      </p>
      {names.loading ? (
        <p role="status" css={[muted, { display: 'flex', gap: 8, alignItems: 'center', margin: 0 }]}>
          <Spinner size={16} />
          {t('names.loadingSuggestions')}
        </p>
      ) : names.error ? (
        <p css={errorText}>{translateMessage(names.error)}</p>
      ) : names.suggestions.length > 0 ? (
        <ul aria-label={t('names.suggestions')} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
          {names.suggestions.map((suggestion) => (
            <li key={suggestion.name} css={{ display: 'flex', justifyContent: 'space-between' }}>
              <span>{suggestion.name}</span>
              <span css={muted}>{suggestion.registered ? t('names.registered') : t('names.available')}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" css={errorText}>
          {error}
        </p>
      ) : null}
      <button type="submit" css={primaryButton} disabled={!isAccountName(typed) || taken || registering}>
        {registering ? t('names.registering') : t('names.register')}
      </button>
    </form>
  )
}

/** RegisterAccountNameSuccess: the name is the account's now. */
export function RegisterAccountNameSuccessView() {
  const { walletport, translator } = useModalContext()
  const name = walletport.getAccount().profileName ?? ''
  return (
    <div css={[swapIn, { display: 'grid', gap: 12, justifyItems: 'center', textAlign: 'center' }]}>
      <p role="status" css={{ fontSize: 18, fontWeight: 600, margin: 0 }}>
        {translator.t('names.success', { name })}
      </p>
      <button type="button" css={primaryButton} onClick={() => walletport.navigate('Account', 'replace')}>
        {translator.t('names.backToAccount')}
      </button>
    </div>
  )
}
