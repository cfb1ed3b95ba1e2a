/**
 * What the test wallet throws, as Wallet Standard wallets do: an Error with a `code` (4001 when
 * the person refuses, as wallets commonly set) and optional `data` (an RPC failure's logs).
 */
export class WalletStandardError extends Error {
  override readonly name: string = 'WalletStandardError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }
}

/** The person said no: 4001, 'User rejected the request.' */
export function userRejected(): WalletStandardError {
  return new WalletStandardError(4001, 'User rejected the request.')
}

/** The site asked for an account it may not use: 4100. */
export function unauthorized(message: string): WalletStandardError {
  return new WalletStandardError(4100, message)
}

/** Input the wallet refuses: -32602. */
export function invalidInput(message: string): WalletStandardError {
  return new WalletStandardError(-32602, `Invalid input: ${message}`)
}
