import { describe, expect, it, onTestFinished } from 'vitest'
import { startTestDemo } from '../e2e/support/demo.js'

// `npm start`'s start-up window, tried as a new user would: the page asked for while the demo
// still builds gets an answer at once (a 503 that reloads itself), then the page once ready.
describe('the demo server while it starts', () => {
  it('behavior: a request during start-up gets a 503 "starting" page with Retry-After and a meta refresh at once; after ready, 200 with the page (strict CSP mode too)', async () => {
    let siteUrl: (url: string) => void = () => undefined
    const listening = new Promise<string>((resolve) => (siteUrl = resolve))
    // The site's URL is printed before the build (the "site" line): ask for the page right then.
    const starting = startTestDemo({ csp: 'strict', log: (line) => {
        const url = /^site\s+(\S+)/.exec(line)?.[1]
        if (url) siteUrl(url)
      },
    })
    const url = await listening
    // Whatever fails below, the demo is stopped once it has started.
    onTestFinished(async () => (await starting.catch(() => undefined))?.stop())
    let ready = false
    void starting.then(() => (ready = true), () => undefined)

    const asked = performance.now()
    const early = await fetch(`${url}?csp=strict`, { signal: AbortSignal.timeout(5_000) })
    const answeredMs = performance.now() - asked
    expect(ready).toBe(false) // asked inside the window
    expect(early.status).toBe(503)
    expect(early.headers.get('retry-after')).toBe('1')
    expect(early.headers.get('cache-control')).toBe('no-store')
    expect(early.headers.get('content-type')).toBe('text/html; charset=utf-8')
    // Works under the strict policy: no script, no style; its own policy allows nothing at all.
    expect(early.headers.get('content-security-policy')).toBe("default-src 'none'; base-uri 'none'; form-action 'none'")
    const body = await early.text()
    expect(body).toContain('<meta http-equiv="refresh" content="1" />')
    expect(body).toContain('starting')
    expect(body).not.toMatch(/<script|<style|style=/i)
    // An asset asked for early gets the same answer, not a hang.
    expect((await fetch(`${url}assets/x.js`, { signal: AbortSignal.timeout(5_000) })).status).toBe(503)
    console.log(`starting page answered in ${answeredMs.toFixed(0)} ms, during start-up`)

    const demo = await starting
    expect(demo.url).toBe(url)
    console.log(`demo ready in ${(demo.timings.readyMs / 1000).toFixed(1)} s (build ${(demo.timings.buildMs / 1000).toFixed(1)} s)`)
    const page = await fetch(demo.url)
    expect(page.status).toBe(200)
    expect(page.headers.get('retry-after')).toBeNull()
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(await page.text()).toContain('<title>walletport demo</title>')
    await demo.stop()
    // Stopped: the socket is closed, nothing answers "starting" any more.
    await expect(fetch(url, { signal: AbortSignal.timeout(2_000) })).rejects.toThrow()
  }, 180_000)
})
