import { describe, expect, it } from 'vitest'
import { DEBOUNCE_MS } from './debounceDelay.js'

describe('debounceDelay: pinned values', () => {
  it('default: the spec values', () => {
    expect({ DEBOUNCE_MS }).toStrictEqual({
      DEBOUNCE_MS: 500,
    })
  })
})
