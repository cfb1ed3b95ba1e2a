import { BaseError } from '../errors/BaseError.js'

export interface OptionIssue {
  /** Dotted path of the bad option, e.g. `networks.0.rpcUrls.default.http.0`. */
  readonly path: string
  readonly message: string
}

/** Thrown once for all bad options, listing every bad field with its path. */
export class InvalidOptionsError extends BaseError {
  override name = 'InvalidOptionsError'
  readonly issues: readonly OptionIssue[]

  constructor(issues: readonly OptionIssue[]) {
    super(`Invalid walletport options (${issues.length} problem${issues.length === 1 ? '' : 's'})`, {
      category: 'CONFIGURATION_ERROR',
      details: { issues },
      metaMessages: issues.map((issue) => `- ${issue.path || '(root)'}: ${issue.message}`),
    })
    this.issues = issues
  }
}

/** Thrown when both `siweConfig` and `siwx` are set ('Cannot set both `siweConfig` and `siwx` options'). */
export class ConflictingSiwxOptionsError extends BaseError {
  override name = 'ConflictingSiwxOptionsError'
  constructor(shortMessage: string) {
    super(shortMessage, { category: 'CONFIGURATION_ERROR' })
  }
}
