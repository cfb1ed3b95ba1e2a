import type { RouteRequest } from '../core/index.js'
import { useWalletportContext } from './WalletportContext.js'

/**
 * The props every walletport button shares: it preloads the modal on hover and focus, and a
 * click opens `route` after starting the chunk in the click's own task (a keyboard or scripted
 * click had no hover).
 * @example <button {...useModalOpener({ view: 'Networks' })} style={style}>…</button>
 */
export function useModalOpener(route?: RouteRequest) {
  const { open, preloadModal } = useWalletportContext()
  return {
    type: 'button',
    'data-walletport-button': '',
    onPointerEnter: preloadModal,
    onFocus: preloadModal,
    onClick: () => {
      preloadModal()
      open(route)
    },
  } as const
}
