import { BaseError } from '../errors/BaseError.js'

/** A name call failed; `shortMessage` is the visitor's text ('Error registering name', …). */
export class AccountNameError extends BaseError {
  override name = 'AccountNameError'
}
