import { describe, expect, it } from 'vitest'
import { formatRelayError, formatRelayResult, parseRelayFrame } from './parseRelayFrame.js'

describe('parseRelayFrame', () => {
  it.each([
    ['a 19-digit id stays exact', '{"id":1763786400000123456,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t"}}', { kind: 'request', rawId: '1763786400000123456', method: 'irn_subscribe', params: { topic: 't' } }],
    ['a string id keeps its quotes', '{"id":"1763786400000123456","jsonrpc":"2.0","method":"wc_proposeSession","params":{}}', { kind: 'request', rawId: '"1763786400000123456"', method: 'wc_proposeSession', params: {} }],
    ['missing params become {}', '{"id":1,"jsonrpc":"2.0","method":"irn_batchFetchMessages"}', { kind: 'request', rawId: '1', method: 'irn_batchFetchMessages', params: {} }],
    ['a response to our push', '{"id":42,"jsonrpc":"2.0","result":true}', { kind: 'response', rawId: '42' }],
    ['an error response', '{"id":42,"jsonrpc":"2.0","error":{"code":1,"message":"x"}}', { kind: 'response', rawId: '42' }],
    ['no id', '{"jsonrpc":"2.0","method":"irn_publish"}', { kind: 'invalid', reason: 'no leading id' }],
    ['broken JSON', '{"id":1,"method":', { kind: 'invalid', reason: 'not JSON' }],
    ['neither', '{"id":1,"jsonrpc":"2.0"}', { kind: 'invalid', reason: 'neither request nor response' }],
  ])('%s', (_name, text, expected) => {
    expect(parseRelayFrame(text)).toEqual(expected)
  })
})

describe('formatRelayResult / formatRelayError', () => {
  it('echo the id token unchanged', () => {
    expect(formatRelayResult('1763786400000123456', true)).toBe('{"id":1763786400000123456,"jsonrpc":"2.0","result":true}')
    expect(formatRelayResult('"7"', ['a'])).toBe('{"id":"7","jsonrpc":"2.0","result":["a"]}')
    expect(formatRelayError('9', -32601, 'nope')).toBe('{"id":9,"jsonrpc":"2.0","error":{"code":-32601,"message":"nope"}}')
  })
})
