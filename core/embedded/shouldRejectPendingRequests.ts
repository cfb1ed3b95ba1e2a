/** The inputs of `shouldRejectPendingRequests`. */
export interface ShouldRejectPendingRequestsParameters {
  readonly wasOpen: boolean
  readonly isOpen: boolean
  /** Pending transactions on the TransactionStack. */
  readonly stackSize: number
}

/**
 * When the modal closes with an empty transaction stack, the embedded wallet's
 * pending requests are rejected (nobody is left to approve them). Only the open→closed
 * transition counts, so a closed modal re-rendering does not reject twice.
 */
export function shouldRejectPendingRequests({ wasOpen, isOpen, stackSize }: ShouldRejectPendingRequestsParameters): boolean {
  return wasOpen && !isOpen && stackSize <= 0
}
