// The EmbeddedWalletFrame contract against the real IframeEmbeddedWalletFrame in Chromium: the
// adapter in an app page on http://127.0.0.1:<A>, the frame a scripted peer page on another site
// (http://localhost:<B>), so postMessage, target origins and the origin and source checks are
// the browser's own. The test drives both through playwright (tests/support/browserFrame/).
import { describe } from 'vitest'
import { describeEmbeddedWalletFrameContract } from '../../test-doubles/contracts/describeEmbeddedWalletFrameContract.js'
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
