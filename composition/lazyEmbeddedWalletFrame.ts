import { lazyCode } from '../core/lazy/lazyCode.js'
import type { IframeEmbeddedWalletFrameOptions } from '../adapters/frame/IframeEmbeddedWalletFrame.js'
import type { EmbeddedWalletFrame, FrameEvent } from '../ports/EmbeddedWalletFrame.js'

/**
 * The default EmbeddedWalletFrame, downloaded and created on the first `load()`: a page whose
 * visitor never picks email (and has no email login to resume) never fetches the adapter, and
 * no iframe exists before it is needed. Listeners given earlier are handed over on creation.
 * @example lazyEmbeddedWalletFrame({ url: 'http://127.0.0.1:7400/frame' })
 */
export function lazyEmbeddedWalletFrame(options: IframeEmbeddedWalletFrameOptions): EmbeddedWalletFrame {
  const listeners = new Set<(event: FrameEvent) => void>()
  let destroyed = false
  const adapter = lazyCode(() =>
    import('../adapters/frame/IframeEmbeddedWalletFrame.js').then(({ IframeEmbeddedWalletFrame }) => {
      const frame = new IframeEmbeddedWalletFrame(options)
      frame.onEvent((event) => {
        for (const listener of [...listeners]) listener(event)
      })
      if (destroyed) frame.destroy()
      return frame
    }),
  )
  return {
    load: (loadOptions) => adapter.run((frame) => frame.load(loadOptions)),
    request: (request, requestOptions) => adapter.run((frame) => frame.request(request, requestOptions)),
    onEvent(listener) {
      const subscription = (event: FrameEvent): void => listener(event)
      listeners.add(subscription)
      return () => {
        listeners.delete(subscription)
      }
    },
    show: () => adapter.loaded?.show(),
    hide: () => adapter.loaded?.hide(),
    destroy() {
      destroyed = true
      listeners.clear()
      adapter.loaded?.destroy()
    },
  }
}
