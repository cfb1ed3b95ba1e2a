import { Fragment } from 'react'
import { useModalContext } from '../ModalContext.js'
import { focusRing, muted, visuallyHidden } from '../styles.js'

/**
 * The Connect view's footer: links to the integrator's terms and privacy policy
 * (`termsConditionsUrl`, `privacyPolicyUrl`), each opening in a new tab. Nothing when neither is set.
 */
export function LegalFooter() {
  const { walletport, translator } = useModalContext()
  const { t } = translator
  const { termsConditionsUrl, privacyPolicyUrl } = walletport.options
  const links = [
    termsConditionsUrl ? { href: termsConditionsUrl, label: t('connect.terms') } : undefined,
    privacyPolicyUrl ? { href: privacyPolicyUrl, label: t('connect.privacy') } : undefined,
  ].filter((link) => link !== undefined)
  if (links.length === 0) return null
  return (
    <p css={[muted, { marginTop: 16, marginBottom: 0, fontSize: 12, textAlign: 'center', '& a': { color: 'inherit' } }]}>
      {t('connect.legalAgree')}{' '}
      {links.map((link, index) => (
        <Fragment key={link.href}>
          {index > 0 ? ` ${t('connect.legalAnd')} ` : null}
          <a css={focusRing} href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label} <span css={visuallyHidden}>{t('connect.opensInNewTab')}</span>
          </a>
        </Fragment>
      ))}
    </p>
  )
}
