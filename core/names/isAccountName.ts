/** The shortest account name accepted. */
export const ACCOUNT_NAME_MIN_LENGTH = 4

const ACCOUNT_NAME = /^[a-zA-Z0-9-]+$/

/**
 * ASCII letters, digits and hyphens, at least 4 characters, any case,
 * hyphens anywhere. No upper bound and no trimming. This is the label the user
 * types, before the `.reown.id` suffix is added.
 * @example isAccountName('alice-1') // true
 */
export function isAccountName(value: unknown): value is string {
  return typeof value === 'string' && value.length >= ACCOUNT_NAME_MIN_LENGTH && ACCOUNT_NAME.test(value)
}
