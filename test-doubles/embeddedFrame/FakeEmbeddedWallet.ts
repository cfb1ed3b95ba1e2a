import type { AccountType, AuthUser } from '../../core/account/Account.js'
import type { FrameRequest, FrameRequestType } from '../../ports/EmbeddedWalletFrame.js'
import { FakeChainAdapter } from '../FakeChainAdapter.js'
import { base58 } from '@scure/base'
import { Ed25519Signer } from '../chainAdapter/Ed25519Signer.js'
import { fakeHex } from '../fakeHex.js'

/** Answers one request type: return the success payload, throw to send an error reply (its message). */
export type FrameRequestHandler = (payload: unknown, request: FrameRequest) => unknown

/** How the fake wallet behind the frame starts. */
export interface FakeEmbeddedWalletOptions {
  readonly user: AuthUser | undefined
  readonly otp: string
  readonly chainId: number | string
  readonly smartAccountEnabledNetworks: readonly number[]
  /** How many requests the frame has received (fake transaction hashes differ by it). */
  readonly requestCount: () => number
}

/**
 * The embedded wallet behind the fake frame: email + OTP, social and Farcaster login, the
 * signed-in user, its chain, email updates, preferred account and a tiny RPC wallet.
 */
export class FakeEmbeddedWallet {
  #user: AuthUser | undefined
  #chainId: number | string
  #pendingEmail: string | undefined
  #pendingNewEmail: string | undefined
  readonly #otp: string
  readonly #smartAccountEnabledNetworks: readonly number[]
  readonly #requestCount: () => number

  constructor(options: FakeEmbeddedWalletOptions) {
    this.#user = options.user
    this.#chainId = options.chainId
    this.#otp = options.otp
    this.#smartAccountEnabledNetworks = options.smartAccountEnabledNetworks
    this.#requestCount = options.requestCount
  }

  /** The user signed in, if any. */
  get user(): AuthUser | undefined {
    return this.#user
  }

  /** The chain the wallet is on. */
  get chainId(): number | string {
    return this.#chainId
  }

  /** The default handler of every request type. */
  readonly handlers: Readonly<Record<FrameRequestType, FrameRequestHandler>> = {
    IS_CONNECTED: () => ({ isConnected: this.#user !== undefined }),
    GET_USER: (payload) => {
      const user = this.#signedIn()
      const chainId = field(payload, 'chainId')
      if (chainId !== undefined) this.#chainId = chainId
      this.#user = { ...user, chainId: this.#chainId }
      return isSolanaChain(this.#chainId) ? solanaViewOf(this.#user) : this.#user
    },
    CONNECT_EMAIL: (payload) => {
      const email = field(payload, 'email')
      if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error('Invalid email')
      this.#pendingEmail = email
      return { action: this.#user?.email === email ? 'CONNECT' : 'VERIFY_OTP' }
    },
    CONNECT_DEVICE: () => undefined,
    CONNECT_OTP: (payload) => {
      if (this.#pendingEmail === undefined) throw new Error('No email login in progress')
      this.#checkOtp(payload)
      this.#signIn({ email: this.#pendingEmail })
      this.#pendingEmail = undefined
      return undefined
    },
    CONNECT_SOCIAL: () => this.#signIn({ username: 'fake_social_user' }),
    GET_SOCIAL_REDIRECT_URI: (payload) => ({
      uri: `https://auth.example/${String(field(payload, 'provider') ?? 'unknown')}?state=${fakeHex('social', 8)}`,
    }),
    GET_FARCASTER_URI: () => ({ url: `https://farcaster.example/connect?channel=${fakeHex('farcaster', 8)}` }),
    // The wire answer is { userName } (REFERENCE); GET_USER follows.
    CONNECT_FARCASTER: () => ({ userName: this.#signIn({ username: 'fake_farcaster_user' }).username }),
    SIGN_OUT: () => {
      this.#user = undefined
      return undefined
    },
    GET_CHAIN_ID: () => ({ chainId: this.#chainId }),
    SWITCH_NETWORK: (payload) => {
      const chainId = field(payload, 'chainId')
      if (chainId === undefined) throw new Error('Missing chainId')
      this.#chainId = chainId
      if (this.#user) this.#user = { ...this.#user, chainId }
      return { chainId }
    },
    RPC_REQUEST: (payload) => this.#rpc(payload),
    UPDATE_EMAIL: (payload) => {
      this.#signedIn()
      const email = field(payload, 'email')
      if (typeof email !== 'string') throw new Error('Invalid email')
      this.#pendingNewEmail = email
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    UPDATE_EMAIL_PRIMARY_OTP: (payload) => {
      this.#checkOtp(payload)
      return undefined
    },
    UPDATE_EMAIL_SECONDARY_OTP: (payload) => {
      const user = this.#signedIn()
      this.#checkOtp(payload)
      const newEmail = this.#pendingNewEmail ?? user.email
      this.#user = { ...user, email: newEmail }
      this.#pendingNewEmail = undefined
      return { newEmail }
    },
    SYNC_THEME: () => undefined,
    SYNC_DAPP_DATA: () => undefined,
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: this.#smartAccountEnabledNetworks }),
    SET_PREFERRED_ACCOUNT: (payload) => {
      const user = this.#signedIn()
      const type = field(payload, 'type') as AccountType | undefined
      const account = user.accounts?.find((candidate) => candidate.type === type)
      if (!type || !account) throw new Error(`No ${String(type)} account`)
      this.#user = { ...user, preferredAccountType: type, address: account.address }
      return { type, address: account.address }
    },
    RELOAD: () => undefined,
    RPC_ABORT: () => undefined,
  }

  #signedIn(): AuthUser {
    if (!this.#user) throw new Error('User is not signed in')
    return this.#user
  }

  #checkOtp(payload: unknown): void {
    if (field(payload, 'otp') !== this.#otp) throw new Error('Invalid code')
  }

  #signIn(identity: Pick<AuthUser, 'email' | 'username'>): AuthUser {
    this.#user = userFor(identity, this.#chainId)
    return this.#user
  }

  /** A tiny wallet: accounts, chain id, deterministic fake signatures and hashes; solana messages signed for real. */
  #rpc(payload: unknown): unknown {
    const user = this.#signedIn()
    const method = field(payload, 'method')
    const params = rawField(payload, 'params')
    const first = Array.isArray(params) ? (params[0] as unknown) : undefined
    if (typeof method === 'string' && method.startsWith('solana_') !== isSolanaChain(field(payload, 'chainId'))) throw new Error(`Unsupported method: ${method}`)
    switch (method) {
      case 'solana_signMessage': {
        const signer = solanaSignerOf(user)
        if (field(first, 'pubkey') !== signer.address) throw new Error('Unknown account')
        return { signature: signer.signBytes(base58.decode(String(field(first, 'message')))) }
      }
      case 'solana_signAndSendTransaction':
        return { signature: base58.encode(fakeBytes(`frame-sol-tx:${this.#requestCount()}:${String(field(first, 'transaction'))}`, 64)) }
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [user.address]
      case 'eth_chainId':
        return typeof this.#chainId === 'number' ? `0x${this.#chainId.toString(16)}` : this.#chainId
      case 'personal_sign':
        return FakeChainAdapter.signatureFor(user.address, String(first))
      case 'eth_signTypedData_v4':
        return FakeChainAdapter.signatureFor(user.address, JSON.stringify(params))
      case 'eth_sendTransaction':
        return `0x${fakeHex(`frame-tx:${this.#requestCount()}:${JSON.stringify(first)}`, 32)}`
      default:
        throw new Error(`Unsupported method: ${String(method)}`)
    }
  }
}

/** A signed-in user for this identity: an EOA plus its smart account (preferred, not deployed). */
export function userFor(identity: Pick<AuthUser, 'email' | 'username'>, chainId: number | string): AuthUser {
  const seed = identity.email ?? identity.username ?? 'user'
  const eoa = `0x${fakeHex(`eoa:${seed}`, 20)}`
  const smartAccount = `0x${fakeHex(`smart:${seed}`, 20)}`
  return {
    ...identity,
    address: smartAccount,
    chainId,
    accounts: [
      { address: smartAccount, type: 'smartAccount' },
      { address: eoa, type: 'eoa' },
    ],
    preferredAccountType: 'smartAccount',
    smartAccountDeployed: false,
  }
}

/** The key of the user's solana account (derived from its identity, so it is the same each time). */
export function solanaSignerOf(user: Pick<AuthUser, 'email' | 'username'>): Ed25519Signer {
  return new Ed25519Signer(fakeBytes(`solana:${user.email ?? user.username ?? 'user'}`, 32))
}

/** The user as GET_USER answers on a solana chain: its one solana account. */
function solanaViewOf(user: AuthUser): AuthUser {
  const { address } = solanaSignerOf(user)
  return { ...user, address, accounts: [{ address, type: 'eoa' }], preferredAccountType: 'eoa', smartAccountDeployed: false }
}

function isSolanaChain(chainId: unknown): boolean {
  return typeof chainId === 'string' && chainId.startsWith('solana:')
}

function fakeBytes(seed: string, length: number): Uint8Array {
  return Uint8Array.from(fakeHex(seed, length).match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
}

function rawField(payload: unknown, name: string): unknown {
  return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[name] : undefined
}

function field(payload: unknown, name: string): string | number | undefined {
  const value = rawField(payload, name)
  return typeof value === 'string' || typeof value === 'number' ? value : undefined
}
