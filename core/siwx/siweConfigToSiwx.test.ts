import { describe, expect, it, vi } from 'vitest'
import type { SiweConfig } from './Siwx.js'
import { siweConfigToSiwx } from './siweConfigToSiwx.js'
import { SiwxFieldError } from './SiwxFieldError.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function legacy(overrides: Partial<SiweConfig> = {}): SiweConfig {
  return {
    getNonce: async () => 'legacyNonce123',
    createMessage: (args) => `text:${args.domain}:${args.chainId}:${args.nonce}`,
    verifyMessage: async () => true,
    getSession: async () => ({ address: ADDRESS.toLowerCase(), chainId: 1 }),
    signOut: vi.fn(async () => true),
    onSignOut: vi.fn(),
    ...overrides,
  }
}

describe('siweConfigToSiwx', () => {
  it('default: legacy policies (sign out on everything), required false, domain from the options', async () => {
    const siwx = siweConfigToSiwx(legacy(), { domain: 'app.example', uri: 'https://app.example', clock: { now: () => Date.UTC(2026, 0, 1) } })

    const message = await siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1' })

    expect(String(message)).toBe('text:app.example:eip155:1:legacyNonce123')
    expect(message.issuedAt).toBe('2026-01-01T00:00:00.000Z')
    expect([siwx.signOutOnDisconnect, siwx.signOutOnAccountChange, siwx.signOutOnNetworkChange, siwx.getRequired?.()]).toEqual([true, true, true, false])
  })

  it('behavior: the legacy fields are checked as strictly as any message', async () => {
    const siwx = siweConfigToSiwx(legacy({ getMessageParams: async () => ({ domain: 'app.example', uri: 'https://app.example', statement: 'two\nlines' }) }))

    await expect(siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1' })).rejects.toBeInstanceOf(SiwxFieldError)
  })

  it('behavior: getSessions maps the legacy session to its chain and account only', async () => {
    const siwx = siweConfigToSiwx(legacy())

    expect(await siwx.getSessions('eip155:1', ADDRESS)).toHaveLength(1)
    expect(await siwx.getSessions('eip155:137', ADDRESS)).toEqual([])
  })

  it('behavior: revoking and an empty setSessions sign out; a refused sign-out is an error', async () => {
    const config = legacy()
    const siwx = siweConfigToSiwx(config)

    await siwx.setSessions([])
    await siwx.revokeSession('eip155:1', ADDRESS)

    expect(config.signOut).toHaveBeenCalledTimes(2)
    expect(config.onSignOut).toHaveBeenCalledTimes(2)
    await expect(siweConfigToSiwx(legacy({ signOut: async () => false })).revokeSession('eip155:1', ADDRESS)).rejects.toThrow('refused to sign out')
  })
})
