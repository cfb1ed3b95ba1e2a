// The app page's script (bundled by esbuild): the real IframeEmbeddedWalletFrame, which the
// Node side drives by key through `window.frameUnderTest` (see PageEmbeddedWalletFrame.ts).
import { IframeEmbeddedWalletFrame } from '../../../adapters/frame/IframeEmbeddedWalletFrame.js'
import { FrameError } from '../../../core/embedded/FrameError.js'
import { BaseError } from '../../../core/errors/BaseError.js'
import type { FrameUnderTest, FrameUnderTestWindow, HeardMessage, PageError, PageOutcome } from './frameUnderTestApi.js'

const page = window as unknown as FrameUnderTestWindow & { frameUnderTest?: FrameUnderTest }
const ids: string[] = []
const heard: HeardMessage[] = []
const unsubscribes = new Map<number, () => void>()
const controllers = new Map<number, AbortController>()
const outcomes = new Map<number, Promise<PageOutcome>>()
let frame: IframeEmbeddedWalletFrame | undefined

// Registered before the adapter's own listener, so a message is recorded before it is judged.
window.addEventListener('message', (event: MessageEvent) => {
  const data = (typeof event.data === 'object' && event.data !== null ? event.data : {}) as { type?: unknown; id?: unknown }
  heard.push({ origin: event.origin, type: typeof data.type === 'string' ? data.type : undefined, id: typeof data.id === 'string' ? data.id : undefined })
})

const adapter = (): IframeEmbeddedWalletFrame => {
  if (!frame) throw new Error('frameUnderTest.create() was not called')
  return frame
}

const toPageError = (error: unknown): PageError => {
  const base = error instanceof BaseError ? error : undefined
  return {
    name: error instanceof Error ? error.name : typeof error,
    frameError: error instanceof FrameError,
    kind: error instanceof FrameError ? error.kind : undefined,
    shortMessage: base?.shortMessage,
    code: error instanceof FrameError ? error.code : undefined,
    message: error instanceof Error ? error.message : String(error),
    details: base ? (JSON.parse(JSON.stringify(base.details)) as Record<string, unknown>) : {},
  }
}

page.frameUnderTest = {
  create: ({ url, readyDelayMs }) => {
    const randomId = (): string => {
      const id = crypto.randomUUID()
      ids.push(id)
      return id
    }
    frame = new IframeEmbeddedWalletFrame({ url, randomId, ...(readyDelayMs === undefined ? {} : { readyDelayMs }) })
  },
  subscribe: (key) => {
    unsubscribes.set(key, adapter().onEvent((event) => void page.walletportFrameEvent(key, event)))
  },
  unsubscribe: (key) => unsubscribes.get(key)?.(),
  start: (key, call, aborted) => {
    const controller = new AbortController()
    if (aborted) controller.abort()
    controllers.set(key, controller)
    const options = { signal: controller.signal }
    const running = call.kind === 'load' ? adapter().load(options) : adapter().request(call.request, { ...options, ...(call.timeoutMs === undefined ? {} : { timeoutMs: call.timeoutMs }) })
    outcomes.set(
      key,
      running.then(
        (value): PageOutcome => ({ ok: true, value }),
        (error: unknown): PageOutcome => ({ ok: false, error: toPageError(error) }),
      ),
    )
  },
  abort: (key) => controllers.get(key)?.abort(),
  settle: (key) => outcomes.get(key) ?? Promise.reject(new Error(`no call ${key}`)),
  show: () => adapter().show(),
  hide: () => adapter().hide(),
  destroy: () => adapter().destroy(),
  pendingRequests: () => adapter().pendingRequests,
  ids,
  heard,
}
