import { describe, expect, it } from 'vitest'
import { SWITCH_ACTIVE_CHAIN_DEFAULT_NAVIGATE_TO, toRouteEntry, VIEWS } from './views.js'

describe('VIEWS', () => {
  it('default: lists the 27 named views once each', () => {
    // Arrange
    const expected = [
      'Connect',
      'SIWXSignMessage',
      'ApproveTransaction',
      'SwitchNetwork',
      'SwitchActiveChain',
      'RegisterAccountName',
      'RegisterAccountNameSuccess',
      'Swap',
      'UnsupportedChain',
      'AllWallets',
      'ConnectingExternal',
      'ConnectingWalletConnect',
      'ConnectingWalletConnectBasic',
      'ConnectingFarcaster',
      'ConnectingSocial',
      'EmailVerifyOtp',
      'EmailVerifyDevice',
      'UpdateEmailWallet',
      'UpdateEmailPrimaryOtp',
      'UpdateEmailSecondaryOtp',
      'Account',
      'Networks',
      'WhatIsAWallet',
      'Transactions',
      'WalletSend',
      'WalletSendPreview',
      'WalletReceive',
      'OnRampProviders',
      'Pay',
    ]

    // Act
    const unique = new Set(VIEWS)

    // Assert
    expect([...VIEWS].sort()).toEqual([...expected].sort())
    expect(unique.size).toBe(VIEWS.length)
  })
})

describe('toRouteEntry', () => {
  it('parameters: SwitchActiveChain without navigateTo defaults to Connect', () => {
    // Act
    const entry = toRouteEntry({ view: 'SwitchActiveChain', params: { chainNamespace: 'solana' } })

    // Assert
    expect(SWITCH_ACTIVE_CHAIN_DEFAULT_NAVIGATE_TO).toBe('Connect')
    expect(entry).toEqual({ view: 'SwitchActiveChain', data: { chainNamespace: 'solana', navigateTo: 'Connect' } })
  })

  it('parameters: SwitchActiveChain keeps an explicit navigateTo', () => {
    // Act
    const entry = toRouteEntry({
      view: 'SwitchActiveChain',
      params: { chainNamespace: 'eip155', navigateTo: 'Account' },
    })

    // Assert
    expect(entry).toEqual({ view: 'SwitchActiveChain', data: { chainNamespace: 'eip155', navigateTo: 'Account' } })
  })

  it('parameters: other views keep their params as data', () => {
    // Arrange
    const params = { connectorId: 'io.metamask', walletId: 'c57ca95b' }

    // Act
    const entry = toRouteEntry({ view: 'ConnectingExternal', params })

    // Assert
    expect(entry).toEqual({ view: 'ConnectingExternal', data: params })
  })

  it('parameters: a view without params gets undefined data', () => {
    // Act
    const entry = toRouteEntry({ view: 'Account' })

    // Assert
    expect(entry).toEqual({ view: 'Account', data: undefined })
  })

  it('behavior: the entry is frozen', () => {
    // Act
    const entry = toRouteEntry({ view: 'SwitchActiveChain', params: { chainNamespace: 'solana' } })

    // Assert
    expect(Object.isFrozen(entry)).toBe(true)
    expect(Object.isFrozen(entry.data)).toBe(true)
  })
})
