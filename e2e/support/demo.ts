// `startDemo` on free ports, for a test file or the browser bench.
import { startDemo, type RunningDemo, type StartDemoOptions } from '../../scripts/start.js'

/** `startDemo` with both anvils, the WalletConnect relay, the reference API, the Solana RPC and the site on free ports. */
export function startTestDemo(options: Omit<StartDemoOptions, 'ports' | 'mode'> = {}): Promise<RunningDemo> {
  return startDemo({ ...options, ports: { anvilA: 0, anvilB: 0, demo: 0, relay: 0, api: 0, solana: 0, frame: 0, oidc: 0, farcaster: 0 } })
}
