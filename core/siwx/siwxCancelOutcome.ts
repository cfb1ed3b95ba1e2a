/** What cancelling sign-in does. */
export type SiwxCancelOutcome = 'disconnect' | 'close'

/** Cancelling disconnects the wallet when sign-in is required, otherwise only closes the modal. */
export function siwxCancelOutcome({ siwxRequired }: { readonly siwxRequired: boolean }): SiwxCancelOutcome {
  return siwxRequired ? 'disconnect' : 'close'
}
