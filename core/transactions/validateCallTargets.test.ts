import { describe, expect, it } from 'vitest'
import { validateCallTargets } from './validateCallTargets.js'

const TO = '0x52908400098527886e0f7030069857d2e4169ee7'

describe('validateCallTargets', () => {
  it.each([
    ['one call', [{ to: TO }]],
    ['several calls with data and value', [{ to: TO, data: '0x', value: '0x1' }, { to: TO }]],
    ['prefix only (the rule checks the prefix, not the length)', [{ to: '0x' }]],
    ['empty bundle (vacuously valid)', []],
  ])('ok: %s', (_name, calls) => {
    expect(validateCallTargets(calls)).toEqual({ ok: true })
  })

  it.each([
    ['target without 0x', [{ to: TO.slice(2) }], 0, 'target-not-0x'],
    ['uppercase 0X', [{ to: `0X${TO.slice(2)}` }], 0, 'target-not-0x'],
    ['leading whitespace', [{ to: ` ${TO}` }], 0, 'target-not-0x'],
    ['empty target', [{ to: '' }], 0, 'target-not-0x'],
    ['second call bad, index 1', [{ to: TO }, { to: 'abc' }], 1, 'target-not-0x'],
    ['first bad call wins', [{ to: TO }, { to: 'a' }, { to: 'b' }], 1, 'target-not-0x'],
    ['missing target', [{ data: '0x' }], 0, 'target-missing'],
    ['null target', [{ to: null }], 0, 'target-missing'],
    ['numeric target', [{ to: 0x1234 }], 0, 'target-missing'],
    ['null call', [{ to: TO }, null], 1, 'call-not-an-object'],
    ['string call', [TO], 0, 'call-not-an-object'],
  ])('refused: %s', (_name, calls, index, problem) => {
    expect(validateCallTargets(calls)).toEqual({ ok: false, index, problem })
  })

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['object with calls', { calls: [{ to: TO }] }],
    ['string', TO],
  ])('wrong type: %s → calls-not-an-array', (_name, calls) => {
    expect(validateCallTargets(calls)).toEqual({ ok: false, index: -1, problem: 'calls-not-an-array' })
  })
})
