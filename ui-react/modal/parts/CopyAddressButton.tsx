import { useModalContext } from '../ModalContext.js'
import { secondaryButton } from '../styles.js'
import { useCopyAddress } from '../useCopyAddress.js'
import { Icon } from './Icon.js'

/** 'Copy address': copies `address`, then reads 'Copied' for 2 s while a toast says so. `className` adds to its style. */
export function CopyAddressButton({ address, className }: { readonly address: string; readonly className?: string }) {
  const { t } = useModalContext().translator
  const { copied, copy } = useCopyAddress(address)
  return (
    <button type="button" css={secondaryButton} className={className} onClick={() => void copy()}>
      <Icon name={copied ? 'check' : 'copy'} size={16} />
      {copied ? t('account.copied') : t('account.copy')}
    </button>
  )
}
