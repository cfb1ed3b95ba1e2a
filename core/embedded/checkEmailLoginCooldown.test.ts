import { describe, expect, it } from 'vitest'
import { checkEmailLoginCooldown, EMAIL_LOGIN_COOLDOWN_MS } from './checkEmailLoginCooldown.js'

const LAST = 1_700_000_000_000

describe('checkEmailLoginCooldown', () => {
  it.each([
    ['same instant', 0, 30],
    ['1 ms later', 1, 30],
    ['999 ms later', 999, 30],
    ['1 000 ms later', 1_000, 29],
    ['1 001 ms later', 1_001, 29],
    ['10 500 ms later (ceil of 19.5)', 10_500, 20],
    ['29 000 ms later', 29_000, 1],
    ['29 001 ms later', 29_001, 1],
    ['29 999 ms later (boundary)', 29_999, 1],
  ])('refused: %s → n = %s', (_name, elapsed, n) => {
    expect(checkEmailLoginCooldown({ now: LAST + elapsed, lastLoginAt: LAST })).toEqual({
      allowed: false,
      retryAfterSeconds: n,
      message: `Please try again after ${n} seconds`,
    })
  })

  it.each([
    ['30 000 ms later (boundary)', 30_000],
    ['30 001 ms later', 30_001],
    ['one day later', 86_400_000],
  ])('allowed: %s', (_name, elapsed) => {
    expect(checkEmailLoginCooldown({ now: LAST + elapsed, lastLoginAt: LAST })).toEqual({ allowed: true })
  })

  it.each([
    ['never logged in (undefined)', undefined],
    ['never logged in (null)', null],
    ['corrupt stored time (NaN)', Number.NaN],
    ['corrupt stored time (Infinity)', Number.POSITIVE_INFINITY],
  ])('allowed: %s', (_name, lastLoginAt) => {
    expect(checkEmailLoginCooldown({ now: LAST, lastLoginAt })).toEqual({ allowed: true })
  })

  it('edge: a non-finite now (broken clock) allows rather than locking out', () => {
    expect(checkEmailLoginCooldown({ now: Number.NaN, lastLoginAt: LAST })).toEqual({ allowed: true })
  })

  it('edge: a last login in the future waits the full 30 s, not longer', () => {
    expect(checkEmailLoginCooldown({ now: LAST, lastLoginAt: LAST + 3_600_000 })).toMatchObject({
      allowed: false,
      retryAfterSeconds: 30,
    })
  })

  it('edge: a last login at epoch 0 is a real time, not "none"', () => {
    expect(checkEmailLoginCooldown({ now: 5_000, lastLoginAt: 0 })).toMatchObject({
      allowed: false,
      retryAfterSeconds: 25,
    })
  })
})

describe('checkEmailLoginCooldown: pinned values', () => {
  it('default: the spec values', () => {
    expect({ EMAIL_LOGIN_COOLDOWN_MS }).toStrictEqual({
      EMAIL_LOGIN_COOLDOWN_MS: 30_000,
    })
  })
})
