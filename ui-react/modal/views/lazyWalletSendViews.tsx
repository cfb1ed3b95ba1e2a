import { createElement, type ComponentType } from 'react'
import { useModalContext } from '../ModalContext.js'
import type { ViewProps } from '../ViewProps.js'
import { fromLazyChunk } from './fromLazyChunk.js'
import type * as SendChunkModule from './send/sendChunk.js'
import { UnavailableView } from './UnavailableView.js'

type SendChunk = typeof SendChunkModule

const loadSendChunk = (): Promise<SendChunk> => import('./send/sendChunk.js')

/** A view of the send chunk, shown only with `features.send` on; without it the view is unavailable and nothing loads. */
function fromSendChunk<P extends object>(pick: (chunk: SendChunk) => ComponentType<P>): ComponentType<P> {
  const Lazy = fromLazyChunk(loadSendChunk, pick)
  return function SendFeatureView(props: P) {
    const { walletport } = useModalContext()
    return walletport.options.features.send ? createElement(Lazy, props) : <UnavailableView />
  }
}

/** WalletSend: the send form, its own chunk with the preview. */
export const LazyWalletSendView = fromSendChunk<ViewProps<'WalletSend'>>((chunk) => chunk.WalletSendView)
/** WalletSendPreview: what the visitor confirms before the wallet is asked. */
export const LazyWalletSendPreviewView = fromSendChunk<ViewProps<'WalletSendPreview'>>((chunk) => chunk.WalletSendPreviewView)
