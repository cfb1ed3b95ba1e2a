/** A sign-in message's fields (spec §3; CAIP-122 / EIP-4361). */
export interface SiwxMessageData {
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

/** A sign-in session (spec §3). */
export interface SiwxSession {
  readonly data: SiwxMessageData
  readonly message: string
  readonly signature: string
  readonly cacao?: unknown
}
