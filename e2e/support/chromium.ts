// Debian's Chromium driven by playwright-core, with the flags a closed network needs (no
// background traffic, no GPU). Shared by the e2e tests and scripts/bench-browser.ts.
import { existsSync } from 'node:fs'
import { chromium, type Browser, type LaunchOptions } from 'playwright-core'

/** Where Debian installs Chromium (`apt-get install chromium`); override with WALLETPORT_CHROMIUM. */
export const CHROMIUM_PATH = process.env.WALLETPORT_CHROMIUM ?? '/usr/bin/chromium'

/**
 * Headless, no GPU, and none of Chromium's own background traffic (updates, sync, safe
 * browsing, QUIC probes): without these it floods the closed network with refused connections.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Launches a fresh headless Chromium. playwright's `launch` gives it a new temporary
 * `--user-data-dir` of its own (deleted on close); it refuses one passed in `args`.
 * Fails at once, saying how to fix it, when Chromium is not installed.
 */
export async function launchChromium(options: Omit<LaunchOptions, 'executablePath' | 'args'> = {}): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install Debian's package (as root: apt-get update && apt-get install -y chromium; ` +
        '.ci/run does this) or point WALLETPORT_CHROMIUM at a Chromium binary. No browser is downloaded: the network is closed.',
    )
  }
  return chromium.launch({ headless: true, ...options, executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] })
}

/** True for a URL that stays on this machine: loopback HTTP(S)/WS, or data:/blob:/about: (no network at all). */
export function isLocalUrl(url: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (['data:', 'blob:', 'about:'].includes(parsed.protocol)) return true
  return ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname)
}
