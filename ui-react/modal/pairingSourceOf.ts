import type { Connector } from '../../core/index.js'
import type { ExternalSource } from '../useExternalState.js'

/** What the WalletConnect connector's `provider` publishes (walletport/walletconnect's PairingSource). */
export type PairingView =
  | { readonly status: 'idle' | 'loading' }
  | { readonly status: 'pending'; readonly uri: string; readonly expiresAt: number }

const IDLE: PairingView = { status: 'idle' }
const NONE: ExternalSource<PairingView> = { subscribe: () => () => undefined, getSnapshot: () => IDLE }

/**
 * The live pairing URI of a WALLET_CONNECT connector, read structurally from its opaque
 * `provider` (the UI never imports the adapter); a source that stays idle for anything else.
 */
export function pairingSourceOf(connector: Connector | undefined): ExternalSource<PairingView> {
  const provider = connector?.provider as Partial<ExternalSource<unknown>> | undefined
  if (typeof provider?.subscribe !== 'function' || typeof provider.getSnapshot !== 'function') return NONE
  const source = provider as ExternalSource<unknown>
  return { subscribe: source.subscribe, getSnapshot: () => asPairingView(source.getSnapshot()) }
}

function asPairingView(value: unknown): PairingView {
  if (typeof value !== 'object' || value === null) return IDLE
  const state = value as { status?: unknown; uri?: unknown; expiresAt?: unknown }
  if (state.status === 'pending' && typeof state.uri === 'string' && state.uri.startsWith('wc:') && typeof state.expiresAt === 'number') return value as PairingView
  if (state.status === 'loading') return value as PairingView
  return IDLE
}
