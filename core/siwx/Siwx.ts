/** A sign-in message's fields (CAIP-122 / EIP-4361). */
export interface SiwxMessageData {
  /** Optional RFC 3986 scheme before the domain (`https://example.com wants you …`). */
  readonly scheme?: string
  readonly accountAddress: string
  /** CAIP-2 id of the chain the message is for. */
  readonly chainId: string
  readonly domain: string
  readonly uri: string
  readonly version: string
  readonly nonce: string
  readonly issuedAt?: string
  readonly expirationTime?: string
  readonly notBefore?: string
  readonly requestId?: string
  readonly statement?: string
  readonly resources?: readonly string[]
}

export interface SiwxMessage extends SiwxMessageData {
  toString(): string
}

/** A sign-in session: the message's fields, the signed text, its signature, and the CACAO when the wallet made one. */
export interface SiwxSession {
  readonly data: SiwxMessageData
  readonly message: string
  readonly signature: string
  readonly cacao?: unknown
}

/**
 * The integrator's sign-in backend (`siwx` option), shaped like the SIWX configs
 * integrators already write for other wallet modals, so an existing one plugs in unchanged.
 */
export interface SiwxConfig {
  createMessage(input: SiwxMessageInput): Promise<SiwxMessage>
  addSession(session: SiwxSession): Promise<void>
  revokeSession(chainId: string, address: string): Promise<void>
  setSessions(sessions: readonly SiwxSession[]): Promise<void>
  getSessions(chainId: string, address: string): Promise<readonly SiwxSession[]>
  /** When true, a connected wallet must sign in before the modal can close. */
  getRequired?(): boolean
  /** Replaces the built-in create → sign → addSession sequence when set. */
  signIn?(input: SiwxMessageInput): Promise<SiwxSession>
  /** Revoke the session when the wallet disconnects (default true). */
  readonly signOutOnDisconnect?: boolean
  /** Revoke the session when the wallet switches to another account (default false). */
  readonly signOutOnAccountChange?: boolean
  /** Revoke the session when the wallet switches to another network (default false). */
  readonly signOutOnNetworkChange?: boolean
}

export interface SiwxMessageInput {
  readonly accountAddress: string
  readonly chainId: string
}

/** The legacy `siweConfig` shape (EIP-4361 only). `createMessage` gets `address` as the plain account address. */
export interface SiweConfig {
  getNonce(address?: string): Promise<string>
  getMessageParams?(): Promise<Partial<SiwxMessageData>>
  createMessage(args: SiwxMessageData & { readonly address: string }): string
  verifyMessage(args: { readonly message: string; readonly signature: string }): Promise<boolean>
  getSession(): Promise<{ readonly address: string; readonly chainId: number } | null>
  signOut(): Promise<boolean>
  onSignIn?(session?: { readonly address: string; readonly chainId: number }): void
  onSignOut?(): void
  required?: boolean
  signOutOnDisconnect?: boolean
  signOutOnAccountChange?: boolean
  signOutOnNetworkChange?: boolean
}
