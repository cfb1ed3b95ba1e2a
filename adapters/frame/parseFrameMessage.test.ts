import { describe, expect, it } from 'vitest'
import { parseFrameMessage } from './parseFrameMessage.js'

describe('parseFrameMessage', () => {
  it('default: READY and SESSION_UPDATE are events', () => {
    expect(parseFrameMessage({ type: '@w3m-frame/READY' })).toEqual({ kind: 'event', event: { type: 'READY' } })
    expect(parseFrameMessage({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 't' } })).toEqual({
      kind: 'event',
      event: { type: 'SESSION_UPDATE', payload: { token: 't' } },
    })
  })

  it('default: a _SUCCESS reply carries its request type, id and payload', () => {
    expect(parseFrameMessage({ type: '@w3m-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS', id: 'a1', payload: { uri: 'https://x' } })).toEqual({
      kind: 'success',
      id: 'a1',
      requestType: 'GET_SOCIAL_REDIRECT_URI',
      payload: { uri: 'https://x' },
    })
  })

  it('default: an _ERROR reply carries its message, or none', () => {
    expect(parseFrameMessage({ type: '@w3m-frame/CONNECT_OTP_ERROR', id: 'a1', payload: { message: 'Invalid code' } })).toMatchObject({
      kind: 'error',
      requestType: 'CONNECT_OTP',
      message: 'Invalid code',
    })
    expect(parseFrameMessage({ type: '@w3m-frame/GET_USER_ERROR', id: 'a1' })).toMatchObject({ kind: 'error', message: undefined })
  })

  it.each([
    ['not an object', 'READY'],
    ['null', null],
    ['the app prefix', { type: '@w3m-app/GET_USER_SUCCESS', id: 'a1' }],
    ['no prefix', { type: 'GET_USER_SUCCESS', id: 'a1' }],
    ['an unknown request type', { type: '@w3m-frame/EXPORT_KEY_SUCCESS', id: 'a1' }],
    ['no outcome suffix', { type: '@w3m-frame/GET_USER', id: 'a1' }],
    ['a reply without id', { type: '@w3m-frame/GET_USER_SUCCESS', payload: {} }],
    ['an empty id', { type: '@w3m-frame/GET_USER_SUCCESS', id: '' }],
    ['a huge id', { type: '@w3m-frame/GET_USER_SUCCESS', id: 'x'.repeat(129) }],
    ['a numeric id', { type: '@w3m-frame/GET_USER_SUCCESS', id: 7 }],
    ['an error message that is not text', { type: '@w3m-frame/GET_USER_ERROR', id: 'a1', payload: { message: 42 } }],
    ['an error payload that is a string', { type: '@w3m-frame/GET_USER_ERROR', id: 'a1', payload: 'nope' }],
    ['a huge error message', { type: '@w3m-frame/GET_USER_ERROR', id: 'a1', payload: { message: 'x'.repeat(1_001) } }],
  ])('behavior: %s → undefined', (_name, data) => {
    expect(parseFrameMessage(data)).toBeUndefined()
  })
})
