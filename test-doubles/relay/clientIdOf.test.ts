import { describe, expect, it } from 'vitest'
import { clientIdOf } from './clientIdOf.js'

const jwt = (claims: unknown): string => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`

describe('clientIdOf', () => {
  it.each([
    ['the iss of the auth JWT', `/?auth=${jwt({ iss: 'did:key:z6Mk' })}&projectId=p`, 'did:key:z6Mk'],
    ['no auth parameter', '/?projectId=p', 'socket-1'],
    ['no url', undefined, 'socket-1'],
    ['a token without payload', '/?auth=abc', 'socket-1'],
    ['a payload that is not JSON', '/?auth=h.!!!.s', 'socket-1'],
    ['claims without iss', `/?auth=${jwt({ sub: 'x' })}`, 'socket-1'],
    ['an empty iss', `/?auth=${jwt({ iss: '' })}`, 'socket-1'],
  ])('%s', (_name, url, expected) => {
    expect(clientIdOf(url, 'socket-1')).toBe(expected)
  })
})
