import { afterPaint } from './afterPaint.js'
import type { RouteRequest } from '../core/index.js'
import { useWalletportContext } from './WalletportContext.js'

/**
 * The props every walletport button shares: it preloads the modal on hover and focus, and a
 * click opens `route` at once (the loading shell paints if the chunk is not there yet) and
 * starts the chunk right after that paint (a keyboard or scripted click had no hover).
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
      open(route)
      afterPaint(preloadModal)
    },
  } as const
}
