import { describe, expect, it, vi } from 'vitest'
import { FrameError } from '../../core/embedded/FrameError.js'
import { MESSAGES } from '../../core/errors/messages.js'
import type { EmbeddedWalletFrame, FrameEvent, FrameRequestType } from '../../ports/EmbeddedWalletFrame.js'

/** An embedded-wallet frame under test, with the frame side played by the test. */
export interface EmbeddedWalletFrameHarness {
  /** Fresh for each test, not loaded yet. */
  readonly frame: EmbeddedWalletFrame
  /** The frame answers the next `type` request with this success payload. */
  readonly replyNext: (type: FrameRequestType, payload: unknown) => void
  /** The frame answers the next `type` request with an error reply carrying `message` (or none). */
  readonly replyNextWithError: (type: FrameRequestType, message?: string) => void
  /** The frame leaves the next `type` request unanswered. */
  readonly holdNext: (type: FrameRequestType) => void
  /** The frame sends an unsolicited event. */
  readonly sendEvent: (event: FrameEvent) => void
  /** Resolves the loading of the frame (e.g. advances virtual time past the ready delay). */
  readonly load?: (frame: EmbeddedWalletFrame) => Promise<void>
  readonly teardown?: () => void | Promise<void>
}

/**
 * Registers the EmbeddedWalletFrame port's contract: READY on load, request/reply matching,
 * error replies, events, abort texts, and destroy. Failures are `FrameError`s with the
 * catalogue texts ('Request was aborted', 'An error occurred', …).
 * @example describeEmbeddedWalletFrameContract('FakeEmbeddedWalletFrame', () => harnessFor(new FakeEmbeddedWalletFrame()))
 */
export function describeEmbeddedWalletFrameContract(
  name: string,
  setup: () => EmbeddedWalletFrameHarness | Promise<EmbeddedWalletFrameHarness>,
): void {
  const run = (body: (harness: EmbeddedWalletFrameHarness) => Promise<void>) => async () => {
    const harness = await setup()
    try {
      await body(harness)
    } finally {
      await harness.teardown?.()
    }
  }
  const loaded = async (harness: EmbeddedWalletFrameHarness): Promise<EmbeddedWalletFrame> => {
    await (harness.load ? harness.load(harness.frame) : harness.frame.load())
    return harness.frame
  }
  const rejection = (promise: Promise<unknown>): Promise<unknown> =>
    promise.then(
      () => undefined,
      (caught: unknown) => caught,
    )

  describe(`EmbeddedWalletFrame contract: ${name}`, () => {
    it(
      'load: resolves after the frame signalled READY',
      run(async (harness) => {
        const events: FrameEvent[] = []
        harness.frame.onEvent((event) => events.push(event))

        await loaded(harness)

        expect(events).toContainEqual({ type: 'READY' })
      }),
    )

    it(
      'request: resolves with the frame reply payload',
      run(async (harness) => {
        const frame = await loaded(harness)
        const user = { address: '0x00000000000000000000000000000000000000a1', chainId: 1, email: 'a@example.com' }
        harness.replyNext('GET_USER', user)

        await expect(frame.request({ type: 'GET_USER', payload: { chainId: 1 } })).resolves.toEqual(user)
      }),
    )

    it(
      'request: concurrent requests each get their own reply',
      run(async (harness) => {
        const frame = await loaded(harness)
        harness.replyNext('GET_CHAIN_ID', { chainId: 137 })
        harness.replyNext('IS_CONNECTED', { isConnected: true })

        const [chain, connected] = await Promise.all([
          frame.request({ type: 'GET_CHAIN_ID' }),
          frame.request({ type: 'IS_CONNECTED' }),
        ])

        expect(chain).toEqual({ chainId: 137 })
        expect(connected).toEqual({ isConnected: true })
      }),
    )

    it(
      'request: an error reply rejects with its message',
      run(async (harness) => {
        const frame = await loaded(harness)
        harness.replyNextWithError('CONNECT_OTP', 'Invalid code')

        const error = await rejection(frame.request({ type: 'CONNECT_OTP', payload: { otp: '000000' } }))

        expect(error).toBeInstanceOf(FrameError)
        expect(error).toMatchObject({ kind: 'errorReply', shortMessage: 'Invalid code' })
      }),
    )

    it(
      `request: an error reply without a message rejects with '${MESSAGES.FRAME_ERROR_REPLY}'`,
      run(async (harness) => {
        const frame = await loaded(harness)
        harness.replyNextWithError('GET_USER')

        const error = await rejection(frame.request({ type: 'GET_USER' }))

        expect(error).toBeInstanceOf(FrameError)
        expect((error as FrameError).shortMessage).toBe(MESSAGES.FRAME_ERROR_REPLY)
      }),
    )

    it(
      `abort: an RPC request rejects with '${MESSAGES.FRAME_RPC_ABORTED}', any other with '${MESSAGES.FRAME_REQUEST_ABORTED}'`,
      run(async (harness) => {
        const frame = await loaded(harness)
        harness.holdNext('RPC_REQUEST')
        harness.holdNext('CONNECT_EMAIL')
        const controller = new AbortController()

        const rpc = rejection(frame.request({ type: 'RPC_REQUEST', payload: { method: 'personal_sign', params: [] } }, { signal: controller.signal }))
        const email = rejection(frame.request({ type: 'CONNECT_EMAIL', payload: { email: 'a@example.com' } }, { signal: controller.signal }))
        controller.abort()

        expect(await rpc).toBeInstanceOf(FrameError)
        expect(await rpc).toMatchObject({ kind: 'aborted', shortMessage: MESSAGES.FRAME_RPC_ABORTED })
        expect(await email).toMatchObject({ kind: 'aborted', shortMessage: MESSAGES.FRAME_REQUEST_ABORTED })
      }),
    )

    it(
      'onEvent: listeners hear unsolicited events until they unsubscribe',
      run(async (harness) => {
        await loaded(harness)
        const heard: FrameEvent[] = []
        const unsubscribe = harness.frame.onEvent((event) => heard.push(event))

        harness.sendEvent({ type: 'SESSION_UPDATE', payload: { token: 'a' } })
        await vi.waitFor(() => expect(heard).toHaveLength(1))
        unsubscribe()
        harness.sendEvent({ type: 'SESSION_UPDATE', payload: { token: 'b' } })
        await Promise.resolve()

        expect(heard).toEqual([{ type: 'SESSION_UPDATE', payload: { token: 'a' } }])
      }),
    )

    it(
      'destroy: rejects pending requests and silences listeners',
      run(async (harness) => {
        const frame = await loaded(harness)
        harness.holdNext('GET_USER')
        const heard: FrameEvent[] = []
        frame.onEvent((event) => heard.push(event))
        const pending = rejection(frame.request({ type: 'GET_USER' }))

        frame.destroy()
        harness.sendEvent({ type: 'SESSION_UPDATE', payload: {} })

        expect(await pending).toBeInstanceOf(FrameError)
        expect(heard).toEqual([])
      }),
    )
  })
}
