import type { Frame } from 'playwright-core'
import type { FrameEvent, FrameRequestType } from '../../../ports/EmbeddedWalletFrame.js'
import type { EmbeddedWalletFrameHarness } from '../../../test-doubles/contracts/describeEmbeddedWalletFrameContract.js'
import type { FrameUnderTestWindow, PeerStep, ScriptedPeerWindow } from './frameUnderTestApi.js'
import type { PageEmbeddedWalletFrame } from './PageEmbeddedWalletFrame.js'

/**
 * The scripted peer's frame in the app page, while the adapter's iframe exists.
 * @example await findPeer(frame, env.peerOrigin)?.evaluate(() => location.origin)
 */
export function findPeer(frame: PageEmbeddedWalletFrame, peerOrigin: string): Frame | undefined {
  return frame.page.frames().find((each) => each.url().startsWith(`${peerOrigin}/frame`))
}

/** The contract's harness, plus the peer's own view: what it received, and answering a held request. */
export interface ScriptedPeerHarness extends EmbeddedWalletFrameHarness {
  readonly frame: PageEmbeddedWalletFrame
  /** The app's messages the peer received so far, in order. */
  readonly received: () => Promise<ReadonlyArray<{ readonly type: string; readonly id: string; readonly payload?: unknown }>>
  /** The peer answers the held request `id` now. */
  readonly release: (id: string, payload: unknown) => Promise<void>
}

/**
 * The contract harness over a page whose adapter embeds the scripted peer page: scripts and
 * events go to the peer in its own cross-site iframe, in order with the adapter's calls. Sent
 * after the iframe is gone (destroy), an event cannot be posted at all, so it is dropped.
 * Teardown waits until all the peer sent has reached the app, then fails on a late event.
 * @example describeEmbeddedWalletFrameContract('Chromium', async () => scriptedPeerHarness(await env.open(url), env.peerOrigin))
 */
export function scriptedPeerHarness(frame: PageEmbeddedWalletFrame, peerOrigin: string): ScriptedPeerHarness {
  const peer = (): Frame => {
    const found = findPeer(frame, peerOrigin)
    if (!found) throw new Error(`no scripted peer at ${peerOrigin} in the page (was load() called?)`)
    return found
  }
  const script = (type: FrameRequestType, step: PeerStep): void =>
    frame.send(() => peer().evaluate(({ type, step }) => (window as unknown as ScriptedPeerWindow).scriptedPeer.script(type, step), { type, step }))
  // The app page says whether the iframe still exists: playwright may list a removed frame a little longer.
  const embedded = (): Promise<boolean> => frame.page.evaluate(() => document.querySelector('iframe[data-walletport-frame]') !== null)
  const post = (data: unknown): void =>
    frame.send(async () => {
      if (await embedded()) await peer().evaluate((data) => (window as unknown as ScriptedPeerWindow).scriptedPeer.send(data), data)
    })
  return {
    frame,
    replyNext: (type, payload) => script(type, { reply: payload }),
    replyNextWithError: (type, message) => script(type, { error: message }),
    holdNext: (type) => script(type, { hold: true }),
    received: () => frame.run(() => peer().evaluate(() => [...(window as unknown as ScriptedPeerWindow).scriptedPeer.received])),
    release: (id, payload) => frame.run(() => peer().evaluate(({ id, payload }) => (window as unknown as ScriptedPeerWindow).scriptedPeer.release(id, payload), { id, payload })),
    sendEvent: (event: FrameEvent) => post({ type: `@w3m-frame/${event.type}`, ...('payload' in event ? { payload: event.payload } : {}) }),
    teardown: async () => {
      // The peer's posts arrive in order: once this sentinel is heard, everything before it was handled.
      const sentinel = `sentinel-${Math.random().toString(36).slice(2)}`
      post({ type: 'harness/sentinel', id: sentinel })
      await frame.run(async (page) => {
        if (await embedded()) {
          await page.waitForFunction((id) => (window as unknown as FrameUnderTestWindow).frameUnderTest.heard.some((message) => message.id === id), sentinel)
        }
      })
      await frame.settled()
    },
  }
}
