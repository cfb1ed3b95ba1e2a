import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../errors/messages.js'
import { anvil, mainnet, solana } from '../network/presets.js'
import { ConflictingSiwxOptionsError, InvalidOptionsError } from './InvalidOptionsError.js'
import { parseOptions } from './parseOptions.js'

const siwx = {
  createMessage: async () => ({}),
  addSession: async () => undefined,
  revokeSession: async () => undefined,
  setSessions: async () => undefined,
  getSessions: async () => [],
}
const siweConfig = {
  getNonce: async () => 'n',
  createMessage: () => '',
  verifyMessage: async () => true,
  getSession: async () => null,
  signOut: async () => true,
}

function issuesOf(input: unknown) {
  try {
    parseOptions(input)
  } catch (error) {
    if (error instanceof InvalidOptionsError) return error.issues
    throw error
  }
  throw new Error('expected InvalidOptionsError')
}

describe('parseOptions', () => {
  it('default: applies every default for a minimal input', () => {
    const options = parseOptions({ networks: [mainnet] })
    expect(options.defaultNetwork).toBe(mainnet)
    expect(options.themeMode).toBe('dark')
    // Unset: the UI takes the visitor's browser languages.
    expect(options.locale).toBeUndefined()
    expect(options.enableReconnect).toBe(true)
    expect(options.enableNetworkSwitch).toBe(true)
    expect(options.enableWalletConnect).toBe(true)
    expect(options.allowUnsupportedChain).toBe(false)
    expect(options.enableEmbedded).toBe(false)
    expect(options.disableAppend).toBe(false)
    expect(options.logLevel).toBe('error')
    expect(options.features.analytics).toBe(false)
    expect(options.features).toMatchObject({ email: false, socials: false, swaps: false, send: false, receive: false, onramp: false, pay: false, history: true })
    expect(options.features.walletFeaturesOrder).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(options.features.connectMethodsOrder).toBeUndefined()
  })

  it('parameters: keeps what the integrator set', () => {
    const options = parseOptions({
      networks: [mainnet, anvil],
      defaultNetwork: anvil,
      themeMode: 'light',
      themeVariables: { '--wp-accent': '#ff0000', '--wp-border-radius-master': 2 },
      features: { analytics: true, socials: ['google', 'x'], connectMethodsOrder: ['email', 'wallet', 'social'] },
      debug: true,
      siwx,
    })
    expect(options.defaultNetwork).toBe(anvil)
    expect(options.themeMode).toBe('light')
    expect(options.features.socials).toEqual(['google', 'x'])
    expect(options.features.connectMethodsOrder).toEqual(['email', 'wallet', 'social'])
    expect(options.logLevel).toBe('debug')
    expect(options.siwx).toBe(siwx)
  })

  it('behavior: siweConfig with siwx throws the exact catalogue text', () => {
    expect(() => parseOptions({ networks: [mainnet], siwx, siweConfig })).toThrow(ConflictingSiwxOptionsError)
    try {
      parseOptions({ networks: [mainnet], siwx, siweConfig })
    } catch (error) {
      expect((error as ConflictingSiwxOptionsError).shortMessage).toBe('Cannot set both `siweConfig` and `siwx` options')
      expect((error as ConflictingSiwxOptionsError).shortMessage).toBe(MESSAGES.SIWE_AND_SIWX)
    }
  })

  it('behavior: one error lists every bad field with its path', () => {
    const issues = issuesOf({
      networks: [{ ...mainnet, rpcUrls: { default: { http: ['not a url'] } } }],
      themeMode: 'blue',
      excludeWalletIds: 'metamask',
      features: { socials: ['google', 'myspace'] },
      termsConditionsUrl: 'javascript:alert(1)',
    })
    const paths = issues.map((issue) => issue.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        'networks.0.rpcUrls.default.http.0',
        'themeMode',
        'excludeWalletIds',
        'features.socials',
        'termsConditionsUrl',
      ]),
    )
  })

  it.each([
    ['not an object', 'x', ''],
    ['missing networks', {}, 'networks'],
    ['empty networks', { networks: [] }, 'networks'],
    ['duplicate networks', { networks: [mainnet, mainnet] }, 'networks'],
    ['caipNetworkId mismatch', { networks: [{ ...mainnet, caipNetworkId: 'eip155:2' }] }, 'networks.0.caipNetworkId'],
    ['unknown namespace', { networks: [{ ...mainnet, chainNamespace: 'cosmos' }] }, 'networks.0.chainNamespace'],
    ['unknown option (typo)', { networks: [mainnet], enableReconect: true }, ''],
    ['unknown feature', { networks: [mainnet], features: { emails: true } }, 'features'],
    ['bad connectorTypeOrder', { networks: [mainnet], connectorTypeOrder: ['injected', 'bogus'] }, 'connectorTypeOrder.1'],
    ['duplicated connectorTypeOrder', { networks: [mainnet], connectorTypeOrder: ['injected', 'injected'] }, 'connectorTypeOrder'],
    ['bad theme variable', { networks: [mainnet], themeVariables: { color: 'red' } }, 'themeVariables.color'],
    ['siwx without methods', { networks: [mainnet], siwx: { createMessage: () => 1 } }, 'siwx'],
    ['siweConfig not an object', { networks: [mainnet], siweConfig: 'yes' }, 'siweConfig'],
    ['empty projectId', { networks: [mainnet], projectId: '' }, 'projectId'],
    ['bad locale', { networks: [mainnet], locale: 'English' }, 'locale'],
  ])('behavior: refuses %s', (_name, input, path) => {
    const issues = issuesOf(input)
    expect(issues.map((issue) => issue.path)).toContain(path)
    for (const issue of issues) expect(issue.message.length).toBeGreaterThan(0)
  })

  it('behavior: options no code reads yet are refused by name', () => {
    const input = { networks: [mainnet], relayUrl: 'wss://relay', defaultAccountTypes: { eip155: 'eoa' }, features: { emailShowWallets: true, legalCheckbox: false } }
    expect(issuesOf(input)).toEqual([
      { path: 'features.emailShowWallets', message: '`features.emailShowWallets` is not supported yet' },
      { path: 'features.legalCheckbox', message: '`features.legalCheckbox` is not supported yet' },
      { path: 'defaultAccountTypes', message: '`defaultAccountTypes` is not supported yet' },
      { path: 'relayUrl', message: '`relayUrl` is not supported yet: set it on WalletConnectChainAdapter' },
    ])
  })

  it('behavior: siwx and siweConfig missing a method are refused with the methods they must implement', () => {
    expect(issuesOf({ networks: [mainnet], siwx: { createMessage: () => 1 } })).toEqual([
      { path: 'siwx', message: 'siwx must implement createMessage, addSession, revokeSession, setSessions and getSessions' },
    ])
    expect(issuesOf({ networks: [mainnet], siweConfig: 'yes' })).toEqual([
      { path: 'siweConfig', message: 'siweConfig must implement getNonce, createMessage, verifyMessage, getSession and signOut' },
    ])
  })

  it('behavior: defaultNetwork must be one of networks', () => {
    expect(issuesOf({ networks: [mainnet], defaultNetwork: solana })).toEqual([
      { path: 'defaultNetwork', message: 'must be one of `networks`' },
    ])
  })

  it('behavior: the error message names each path for logs', () => {
    try {
      parseOptions({ networks: [], themeMode: 'blue' })
      expect.unreachable()
    } catch (error) {
      const invalid = error as InvalidOptionsError
      expect(invalid.name).toBe('InvalidOptionsError')
      expect(invalid.category).toBe('CONFIGURATION_ERROR')
      expect(invalid.message).toContain('- networks:')
      expect(invalid.message).toContain('- themeMode:')
    }
  })
})
