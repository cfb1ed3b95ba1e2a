/**
 * A short, human line for an error: walletport errors carry a user-facing `shortMessage`.
 * @example describeError(new UserRejectedRequestError()) // 'UserRejectedRequestError: User rejected the request.'
 */
export function describeError(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { shortMessage, message, name } = error as { shortMessage?: unknown; message?: unknown; name?: unknown }
    const text = typeof shortMessage === 'string' ? shortMessage : typeof message === 'string' ? message : String(error)
    return typeof name === 'string' ? `${name}: ${text}` : text
  }
  return String(error)
}
