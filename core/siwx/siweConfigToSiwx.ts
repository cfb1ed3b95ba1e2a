import type { Clock } from '../../ports/Clock.js'
import { BaseError } from '../errors/BaseError.js'
import type { SiweConfig, SiwxConfig, SiwxMessage, SiwxMessageInput, SiwxSession } from './Siwx.js'
import { isSessionOf } from './isSessionOf.js'
import { createSiwxMessage } from './createSiwxMessage.js'
import { toSiwxMessageData } from './toSiwxMessageData.js'
import { SiwxVerificationError } from './SiwxVerificationError.js'

/** Options of `siweConfigToSiwx`. */
export interface SiweConfigToSiwxOptions {
  readonly clock?: Pick<Clock, 'now'>
  /** Domain and URI when `getMessageParams` gives none (e.g. from the dapp metadata URL). */
  readonly domain?: string
  readonly uri?: string
}

/**
 * Adapts the legacy `siweConfig` shape to the `siwx` one. Legacy defaults are kept:
 * sign out on disconnect, account change and network change unless set to false.
 * The message fields are checked as strictly as any other before the legacy
 * `createMessage` writes the text; legacy sessions carry no message or signature.
 * @example siwx = siweConfigToSiwx(options.siweConfig, { domain: 'example.com', uri: 'https://example.com' })
 */
export function siweConfigToSiwx(siwe: SiweConfig, options: SiweConfigToSiwxOptions = {}): SiwxConfig {
  const now = (): number => options.clock?.now() ?? Date.now()
  const config: SiwxConfig = {
    signOutOnDisconnect: siwe.signOutOnDisconnect ?? true,
    signOutOnAccountChange: siwe.signOutOnAccountChange ?? true,
    signOutOnNetworkChange: siwe.signOutOnNetworkChange ?? true,
    getRequired: () => siwe.required ?? false,

    async createMessage(input: SiwxMessageInput): Promise<SiwxMessage> {
      const params = (await siwe.getMessageParams?.()) ?? {}
      const nonce = await siwe.getNonce(input.accountAddress)
      const data = toSiwxMessageData({
        ...params,
        domain: params.domain ?? options.domain ?? '',
        uri: params.uri ?? options.uri ?? '',
        version: '1',
        nonce,
        issuedAt: params.issuedAt ?? new Date(now()).toISOString(),
        accountAddress: input.accountAddress,
        chainId: input.chainId,
      })
      createSiwxMessage(data, { activeChainId: input.chainId })
      const text = siwe.createMessage({ ...data, address: input.accountAddress })
      return Object.freeze({ ...data, toString: () => text })
    },

    async addSession(session: SiwxSession): Promise<void> {
      if (!(await siwe.verifyMessage({ message: session.message, signature: session.signature }))) throw new SiwxVerificationError('invalidSignature')
      siwe.onSignIn?.({ address: session.data.accountAddress, chainId: evmChainNumber(session.data.chainId) })
    },

    async revokeSession(): Promise<void> {
      if (!(await siwe.signOut())) throw new BaseError('The siweConfig refused to sign out', { category: 'CONFIGURATION_ERROR' })
      siwe.onSignOut?.()
    },

    async setSessions(sessions: readonly SiwxSession[]): Promise<void> {
      const [first] = sessions
      if (first) await config.addSession(first)
      else await config.revokeSession('', '')
    },

    async getSessions(chainId: string, address: string): Promise<readonly SiwxSession[]> {
      const legacy = await siwe.getSession()
      if (!legacy) return []
      const session: SiwxSession = {
        data: { accountAddress: legacy.address, chainId: `eip155:${legacy.chainId}`, domain: options.domain ?? '', uri: options.uri ?? '', version: '1', nonce: '' },
        message: '',
        signature: '',
      }
      return isSessionOf(session, chainId, address) ? [session] : []
    },
  }
  return config
}

function evmChainNumber(chainId: string): number {
  return Number(chainId.slice(chainId.indexOf(':') + 1))
}
