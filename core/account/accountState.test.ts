import { describe, expect, it } from 'vitest'
import { applyConnected, applyStatus, createAccountState, resetAccount, startupStatus } from './accountState.js'

const connectedEvent = {
  caipAddress: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  allAccounts: [{ namespace: 'eip155', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' }],
  user: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1, email: 'a@b.co' },
  smartAccountDeployed: true,
  preferredAccountType: 'smartAccount',
} as const

describe('account state', () => {
  it('default: a fresh state is disconnected with exactly the per-chain account fields', () => {
    const state = createAccountState()
    expect(Object.keys(state).sort()).toEqual(
      [
        'caipAddress', 'address', 'balance', 'balanceSymbol', 'profileName', 'profileImage', 'addressExplorerUrl',
        'tokenBalance', 'connectedWalletInfo', 'preferredAccountTypes', 'socialProvider', 'socialWindow',
        'farcasterUrl', 'allAccounts', 'user', 'status', 'currentTab', 'smartAccountDeployed', 'addressLabels',
      ].sort(),
    )
    expect(state.status).toBe('disconnected')
    expect(state.allAccounts).toEqual([])
  })

  it('behavior: a connect event sets address, user, smart-account flag, preferred type and account list', () => {
    const before = createAccountState()
    const after = applyConnected(before, connectedEvent, 'eip155')
    expect(after.status).toBe('connected')
    expect(after.address).toBe(connectedEvent.address)
    expect(after.caipAddress).toBe(connectedEvent.caipAddress)
    expect(after.user).toEqual(connectedEvent.user)
    expect(after.smartAccountDeployed).toBe(true)
    expect(after.preferredAccountTypes).toEqual({ eip155: 'smartAccount' })
    expect(after.allAccounts).toHaveLength(1)
    expect(before.status).toBe('disconnected')
  })

  it('behavior: reset sets disconnected and clears all fields', () => {
    const connected = { ...applyConnected(createAccountState(), connectedEvent, 'eip155'), balance: '1.000', profileName: 'vitalik.eth', currentTab: 2 }
    expect(resetAccount()).toEqual(createAccountState())
    expect(connected.balance).toBe('1.000')
  })

  it('behavior: applyStatus keeps the reference when nothing changes', () => {
    const state = createAccountState()
    expect(applyStatus(state, 'disconnected')).toBe(state)
    expect(applyStatus(state, 'connecting').status).toBe('connecting')
  })

  it.each([
    ['stored connected becomes connecting', { storedStatus: 'connected' }, 'connecting', false],
    ['stored connecting stays connecting', { storedStatus: 'connecting' }, 'connecting', false],
    ['nothing stored is disconnected', { storedStatus: undefined }, 'disconnected', false],
    ['stored disconnected stays so', { storedStatus: 'disconnected' }, 'disconnected', false],
    ['embedded with a session is connected', { currentConnectorIsEmbedded: true, embeddedHasSession: true }, 'connected', false],
    ['embedded email login used: connecting', { currentConnectorIsEmbedded: true, embeddedEmailLoginUsed: true }, 'connecting', false],
    ['embedded without session: removed', { currentConnectorIsEmbedded: true, embeddedHasSession: false, embeddedEmailLoginUsed: true }, 'disconnected', true],
    ['embedded, never logged in: removed', { currentConnectorIsEmbedded: true }, 'disconnected', true],
  ] as const)('startupStatus: %s', (_name, params, status, removeNamespace) => {
    expect(
      startupStatus({
        storedStatus: undefined,
        embeddedEmailLoginUsed: false,
        embeddedHasSession: undefined,
        currentConnectorIsEmbedded: false,
        ...params,
      }),
    ).toEqual({ status, removeNamespace })
  })
})
