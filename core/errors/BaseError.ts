/** Where an error comes from; sent as the `event` of an error report. */
export const ERROR_CATEGORIES = [
  'INTERNAL_SDK_ERROR',
  'USER_REJECTED',
  'WALLET_ERROR',
  'NETWORK_ERROR',
  'API_ERROR',
  'VALIDATION_ERROR',
  'CONFIGURATION_ERROR',
] as const
export type ErrorCategory = (typeof ERROR_CATEGORIES)[number]

export interface BaseErrorParameters {
  readonly cause?: unknown
  readonly details?: Readonly<Record<string, unknown>>
  readonly category?: ErrorCategory
  /** Extra lines appended to the long message (never shown to visitors). */
  readonly metaMessages?: readonly string[]
}

/**
 * The one error type of walletport. `shortMessage` is the user-facing text
 * (often an exact catalogue text from messages.ts); `message` adds details and the cause for logs.
 */
export class BaseError extends Error {
  override name = 'WalletportError'
  readonly shortMessage: string
  readonly details: Readonly<Record<string, unknown>>
  readonly category: ErrorCategory
  override readonly cause: unknown

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const causeText = describeCause(parameters.cause)
    const message = [
      shortMessage,
      ...(parameters.metaMessages ?? []),
      ...(causeText ? [`Cause: ${causeText}`] : []),
    ].join('\n')
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = parameters.details ?? {}
    this.category = parameters.category ?? 'INTERNAL_SDK_ERROR'
    this.cause = parameters.cause
  }

  /** Walks the cause chain; returns the first error `predicate` accepts. */
  walk(predicate?: (error: unknown) => boolean): unknown {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the walk starts at this error
    let current: unknown = this
    const seen = new Set<unknown>()
    while (current && !seen.has(current)) {
      if (predicate?.(current)) return current
      seen.add(current)
      const next: unknown = (current as { cause?: unknown }).cause
      if (!next) return predicate ? undefined : current
      current = next
    }
    return predicate ? undefined : current
  }
}

function describeCause(cause: unknown): string | undefined {
  if (cause === undefined || cause === null) return undefined
  if (cause instanceof BaseError) return cause.shortMessage
  if (cause instanceof Error) return cause.message
  if (typeof cause === 'string') return cause
  try {
    return JSON.stringify(cause)
  } catch {
    // Neither JSON nor String() prints some values (a BigInt inside a null-prototype object).
    try {
      return String(cause)
    } catch {
      return Object.prototype.toString.call(cause)
    }
  }
}
