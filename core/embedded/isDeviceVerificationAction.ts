/** The actions a CONNECT_EMAIL reply may carry: verify the device, enter the OTP, or connected. */
export const DEVICE_VERIFICATION_ACTIONS = ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'] as const
/** One of DEVICE_VERIFICATION_ACTIONS. */
export type DeviceVerificationAction = (typeof DEVICE_VERIFICATION_ACTIONS)[number]

/**
 * True for VERIFY_DEVICE, VERIFY_OTP or CONNECT; exact, upper-case
 * match, so a malformed frame reply is never mistaken for a known step.
 * @example isDeviceVerificationAction('VERIFY_OTP') // true
 */
export function isDeviceVerificationAction(value: unknown): value is DeviceVerificationAction {
  return typeof value === 'string' && (DEVICE_VERIFICATION_ACTIONS as readonly string[]).includes(value)
}
