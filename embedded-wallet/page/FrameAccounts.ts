import type { Address } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import * as z from 'zod/mini'
import type { FrameDatabase } from './FrameDatabase.js'
import type { FrameChainId } from './framePayloadSchemas.js'
import { FrameRequestError } from './FrameRequestError.js'
import type { FrameSession, FrameUser } from './FrameSession.js'
import type { FrameSmartAccounts } from './FrameSmartAccounts.js'

/** An account type as the wire names it. */
export type FrameAccountType = 'eoa' | 'smartAccount'

/** GET_USER's answer once smart accounts are in: on an enabled chain both accounts, the preferred one as `address`. */
export interface FrameAccountsUser extends Omit<FrameUser, 'accounts' | 'preferredAccountType' | 'smartAccountDeployed'> {
  readonly accounts: readonly { readonly address: string; readonly type: FrameAccountType }[]
  readonly preferredAccountType: FrameAccountType
  readonly smartAccountDeployed: boolean
}

/**
 * Which of the user's accounts is active: the EOA (the key) everywhere, and on a chain the frame
 * offers smart accounts on, the smart account too when the visitor prefers it
 * (SET_PREFERRED_ACCOUNT, or GET_USER's `preferredAccountType`). The preference is per user key,
 * kept in the frame's own storage, so a reload (or the next login on this device) keeps it.
 * @example await accounts.setPreferredAccount({ type: 'smartAccount' }) // { type: 'smartAccount', address: '0x…' }
 */
export class FrameAccounts {
  readonly #session: Pick<FrameSession, 'getUser' | 'account' | 'networks'>
  readonly #smartAccounts: FrameSmartAccounts
  readonly #database: Pick<FrameDatabase, 'getSetting' | 'setSetting'> | undefined
  /** Per owner key (lowercase address); read from the database once. */
  #preferred: Promise<Map<string, FrameAccountType>> | undefined

  constructor(parts: { readonly session: Pick<FrameSession, 'getUser' | 'account' | 'networks'>; readonly smartAccounts: FrameSmartAccounts; readonly database?: Pick<FrameDatabase, 'getSetting' | 'setSetting'> }) {
    this.#session = parts.session
    this.#smartAccounts = parts.smartAccounts
    this.#database = parts.database
  }

  /** GET_SMART_ACCOUNT_ENABLED_NETWORKS. */
  enabledNetworks(): { smartAccountEnabledNetworks: readonly number[] } {
    return { smartAccountEnabledNetworks: this.#smartAccounts.enabledChainIds }
  }

  /** GET_USER: the session's user, with the smart account (address, deployed on chain) where enabled. */
  async getUser(payload: { readonly chainId: FrameChainId; readonly preferredAccountType?: FrameAccountType | undefined }): Promise<FrameAccountsUser> {
    const user = this.#session.getUser(payload)
    const owner = this.#session.account
    if (!owner || !this.#smartAccounts.isEnabled(payload.chainId)) return user
    if (payload.preferredAccountType) await this.#prefer(owner, payload.preferredAccountType)
    const smart = await this.#smartAccounts.addressOf(owner.address, payload.chainId)
    const deployed = await this.#smartAccounts.isDeployed(smart, payload.chainId)
    const preferred = await this.#preferenceOf(owner)
    return {
      ...user,
      address: preferred === 'smartAccount' ? smart : user.address,
      accounts: [
        { address: smart, type: 'smartAccount' },
        { address: user.address, type: 'eoa' },
      ],
      preferredAccountType: preferred,
      smartAccountDeployed: deployed,
    }
  }

  /** SET_PREFERRED_ACCOUNT: the active account on the current chain becomes `type`'s. */
  async setPreferredAccount({ type }: { readonly type: FrameAccountType }): Promise<{ type: FrameAccountType; address: string }> {
    const owner = this.#session.account
    if (!owner) throw new FrameRequestError('User is not signed in')
    const chainId = this.#session.networks.current
    if (type === 'eoa') {
      await this.#prefer(owner, 'eoa')
      return { type, address: owner.address }
    }
    if (!this.#smartAccounts.isEnabled(chainId)) throw new FrameRequestError('Smart accounts are not enabled on this network')
    const address = await this.#smartAccounts.addressOf(owner.address, chainId)
    await this.#prefer(owner, 'smartAccount')
    return { type, address }
  }

  /** The smart account that signs on `chainId` now, or undefined when the EOA does. */
  async activeSmartAccount(chainId: FrameChainId): Promise<Address | undefined> {
    const owner = this.#session.account
    if (!owner || !this.#smartAccounts.isEnabled(chainId) || (await this.#preferenceOf(owner)) !== 'smartAccount') return undefined
    return this.#smartAccounts.addressOf(owner.address, chainId)
  }

  async #preferenceOf(owner: PrivateKeyAccount): Promise<FrameAccountType> {
    return (await this.#preferences()).get(owner.address.toLowerCase()) ?? 'eoa'
  }

  async #prefer(owner: PrivateKeyAccount, type: FrameAccountType): Promise<void> {
    const preferences = await this.#preferences()
    preferences.set(owner.address.toLowerCase(), type)
    await this.#database?.setSetting('preferredAccountTypes', JSON.stringify(Object.fromEntries(preferences)))
  }

  /** The stored preferences (a malformed record counts as none: every account starts on its EOA). */
  #preferences(): Promise<Map<string, FrameAccountType>> {
    this.#preferred ??= (async () => {
      const stored = await this.#database?.getSetting('preferredAccountTypes').catch(() => undefined)
      const parsed = storedPreferences.safeParse(stored === undefined ? {} : safeJson(stored))
      return new Map(parsed.success ? Object.entries(parsed.data) : [])
    })()
    return this.#preferred
  }
}

const storedPreferences = z.record(z.string().check(z.regex(/^0x[0-9a-f]{40}$/)), z.enum(['eoa', 'smartAccount']))

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
