import { BaseError } from '../errors/BaseError.js'

/** An onramp step failed; `shortMessage` is the visitor's text ('Unable to open the checkout'). */
export class OnrampError extends BaseError {
  override name = 'OnrampError'
}
