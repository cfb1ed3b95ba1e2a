import { expect, it } from 'vitest'
import { stringifyJsonRpc } from './stringifyJsonRpc.js'

it('default: bigints become exact integer literals, other values as JSON.stringify writes them', () => {
  expect(stringifyJsonRpc({ a: 18_446_744_073_709_551_615n, b: [1n, -2n], c: 'text', d: null })).toBe('{"a":18446744073709551615,"b":[1,-2],"c":"text","d":null}')
})

it('behavior: a string that merely looks like a bigint stays a string', () => {
  expect(stringifyJsonRpc({ log: 'bigint:12' })).toBe('{"log":"bigint:12"}')
})
