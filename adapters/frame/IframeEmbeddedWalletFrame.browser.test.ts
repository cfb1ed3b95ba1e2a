// The EmbeddedWalletFrame contract against the real IframeEmbeddedWalletFrame in Chromium: the
// adapter in an app page on http://127.0.0.1:<A>, the frame a scripted peer page on another site
// (http://localhost:<B>), so postMessage, target origins and the origin and source checks are
// the browser's own. The test drives both through playwright (tests/support/browserFrame/).
import { describe, expect, it } from 'vitest'
import { FrameError } from '../../core/embedded/FrameError.js'
import { MESSAGES } from '../../core/errors/messages.js'
import { describeEmbeddedWalletFrameContract } from '../../test-doubles/contracts/describeEmbeddedWalletFrameContract.js'
import { forgeReplies } from '../../tests/support/browserFrame/forgeReplies.js'
import type { PageEmbeddedWalletFrame } from '../../tests/support/browserFrame/PageEmbeddedWalletFrame.js'
import { scriptedPeerHarness } from '../../tests/support/browserFrame/scriptedPeerHarness.js'
import { useFrameBrowser } from '../../tests/support/browserFrame/useFrameBrowser.js'

const env = useFrameBrowser()
/** Short, so the file stays quick; the reference suite keeps the real 500 ms. */
const READY_DELAY_MS = 50

describe('IframeEmbeddedWalletFrame in Chromium', () => {
  describeEmbeddedWalletFrameContract('IframeEmbeddedWalletFrame (Chromium, cross-site)', async () =>
    scriptedPeerHarness(await env.open(`${env.peerOrigin}/frame`, { readyDelayMs: READY_DELAY_MS }), env.peerOrigin),
  )
})

describe('IframeEmbeddedWalletFrame in Chromium: who is heard', () => {
  const loaded = async () => {
    const harness = scriptedPeerHarness(await env.open(`${env.peerOrigin}/frame`, { readyDelayMs: READY_DELAY_MS }), env.peerOrigin)
    await harness.frame.load()
    return harness
  }
  const lastId = async (frame: PageEmbeddedWalletFrame): Promise<string> => (await frame.requestIds()).at(-1) ?? ''
  /** A third site, and another window of the frame's own origin (not the frame's window). */
  const strangers = () => [`${env.thirdSiteOrigin}/blank`, `${env.peerOrigin}/blank`]

  it('behavior: a reply with the right id from a third-site iframe or another window of the frame origin is ignored; the real reply settles it', async () => {
    const harness = await loaded()
    harness.holdNext('GET_USER')
    const pending = harness.frame.request({ type: 'GET_USER', payload: { chainId: 1 } })
    const id = await lastId(harness.frame)

    await forgeReplies(harness.frame, strangers(), { type: '@w3m-frame/GET_USER_SUCCESS', id, payload: { address: '0xforged' } })
    expect(await harness.frame.pendingRequests()).toBe(1)
    await harness.release(id, { address: '0xreal' })

    await expect(pending).resolves.toEqual({ address: '0xreal' })
    await harness.teardown?.()
  })

  it('behavior: forged error replies do not settle a request either; it times out cleanly', async () => {
    const harness = await loaded()
    harness.holdNext('CONNECT_EMAIL')
    const pending = harness.frame.request({ type: 'CONNECT_EMAIL', payload: { email: 'a@example.com' } }, { timeoutMs: 400 }).catch((error: unknown) => error)
    const id = await lastId(harness.frame)

    await forgeReplies(harness.frame, strangers(), { type: '@w3m-frame/CONNECT_EMAIL_ERROR', id, payload: { message: 'forged' } })

    expect(await pending).toMatchObject({ kind: 'requestTimeout', shortMessage: MESSAGES.FRAME_REQUEST_TIMEOUT })
    expect(await harness.frame.pendingRequests()).toBe(0)
    await harness.teardown?.()
  })

  it('behavior: the frame receives each request from the app origin, and RPC_ABORT with the aborted RPC request id', async () => {
    const harness = await loaded()
    harness.holdNext('RPC_REQUEST')
    const controller = new AbortController()
    const rpc = harness.frame.request({ type: 'RPC_REQUEST', payload: { method: 'personal_sign', params: [] } }, { signal: controller.signal }).catch((error: unknown) => error)
    const id = await lastId(harness.frame)

    controller.abort()
    expect(await rpc).toBeInstanceOf(FrameError)

    await expect.poll(async () => (await harness.received()).map((message) => message.type)).toEqual(['@w3m-app/RPC_REQUEST', '@w3m-app/RPC_ABORT'])
    expect((await harness.received())[1]?.payload).toEqual({ id })
    await harness.teardown?.()
  })
})
