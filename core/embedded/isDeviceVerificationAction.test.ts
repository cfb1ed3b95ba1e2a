import { describe, expect, it } from 'vitest'
import { DEVICE_VERIFICATION_ACTIONS, isDeviceVerificationAction } from './isDeviceVerificationAction.js'

describe('isDeviceVerificationAction', () => {
  it('default: the three actions', () => {
    expect(DEVICE_VERIFICATION_ACTIONS).toEqual(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'])
  })

  it.each(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'])('accepts: %s', (value) => {
    expect(isDeviceVerificationAction(value)).toBe(true)
  })

  it.each([
    ['empty', ''],
    ['lower case', 'connect'],
    ['mixed case', 'Verify_Otp'],
    ['padded', ' CONNECT'],
    ['trailing whitespace', 'VERIFY_OTP '],
    ['unknown action', 'VERIFY_EMAIL'],
    ['message type, not action', 'CONNECT_EMAIL'],
  ])('refuses: %s', (_name, value) => {
    expect(isDeviceVerificationAction(value)).toBe(false)
  })

  it.each([undefined, null, 1, ['CONNECT'], { action: 'CONNECT' }])('wrong type: %j → false', (value) => {
    expect(isDeviceVerificationAction(value)).toBe(false)
  })
})
