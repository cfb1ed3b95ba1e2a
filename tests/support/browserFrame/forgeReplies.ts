import type { FrameUnderTestWindow } from './frameUnderTestApi.js'
import type { PageEmbeddedWalletFrame } from './PageEmbeddedWalletFrame.js'

/**
 * Frames each of `strangers` (page URLs) in the app page and has each post `forged` to the app
 * at its origin, as a frame reply would be; resolves once the app's window heard them all, so
 * the adapter has judged them by then. Calls made before it reach the page first.
 * @example await forgeReplies(frame, [`${thirdSite}/blank`], { type: '@w3m-frame/GET_USER_SUCCESS', id, payload: {} })
 */
export function forgeReplies(frame: PageEmbeddedWalletFrame, strangers: readonly string[], forged: { readonly type: string; readonly id: string; readonly payload?: unknown }): Promise<void> {
  return frame.run(async (page) => {
    const names = strangers.map((_url, index) => `stranger-${index}-${Math.random().toString(36).slice(2)}`)
    await page.evaluate(
      ({ strangers, names }) =>
        Promise.all(
          strangers.map(
            (url, index) =>
              new Promise((resolve) => {
                const element = document.createElement('iframe')
                element.name = names[index] ?? ''
                element.src = url
                element.addEventListener('load', resolve, { once: true })
                document.body.append(element)
              }),
          ),
        ),
      { strangers, names },
    )
    const appOrigin = new URL(page.url()).origin
    for (const name of names) {
      const stranger = page.frames().find((each) => each.name() === name)
      if (!stranger) throw new Error(`forgeReplies: no frame ${name}`)
      await stranger.evaluate(({ forged, appOrigin }) => window.parent.postMessage(forged, appOrigin), { forged, appOrigin })
    }
    await page.waitForFunction(
      ({ forged, count }) => (window as unknown as FrameUnderTestWindow).frameUnderTest.heard.filter((message) => message.type === forged.type && message.id === forged.id).length >= count,
      { forged, count: strangers.length },
    )
  })
}
