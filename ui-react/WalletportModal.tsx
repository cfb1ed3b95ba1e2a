/** @jsxImportSource react */
import { useEffect } from 'react'
import { ModalSlot } from './ModalSlot.js'
import { useWalletportContext } from './WalletportContext.js'

/**
 * Places the modal here instead of at the end of `<WalletportProvider>`. With `disableAppend`
 * or `enableEmbedded` the modal renders inline at this spot; otherwise it is portalled to
 * `document.body` either way, and this only decides where in the React tree it lives.
 * @example <aside><WalletportModal /></aside>
 */
export function WalletportModal() {
  const { placement } = useWalletportContext()
  useEffect(() => placement.place(), [placement])
  return <ModalSlot />
}
