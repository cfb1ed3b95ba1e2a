import { describe, expect, it } from 'vitest'
import {
  CONNECT_METHODS,
  CONNECT_METHODS_ORDER_WITHOUT_WALLET,
  CONNECT_METHODS_ORDER_WITH_WALLET,
  getConnectMethodsOrder,
} from './getConnectMethodsOrder.js'

describe('getConnectMethodsOrder', () => {
  it('default: the constants', () => {
    expect(CONNECT_METHODS).toEqual(['wallet', 'email', 'social'])
    expect(CONNECT_METHODS_ORDER_WITH_WALLET).toEqual(['wallet', 'email', 'social'])
    expect(CONNECT_METHODS_ORDER_WITHOUT_WALLET).toEqual(['email', 'social', 'wallet'])
  })

  it.each([
    ['injected/announced wallet shown → wallet first', true, ['wallet', 'email', 'social']],
    ['no wallet shown → email first', false, ['email', 'social', 'wallet']],
  ])('default: %s', (_name, hasInjectedOrAnnouncedWallet, expected) => {
    expect(getConnectMethodsOrder({ hasInjectedOrAnnouncedWallet })).toEqual(expected)
  })

  it.each([
    ['full order wins with a wallet', ['social', 'wallet', 'email'], true, ['social', 'wallet', 'email']],
    ['full order wins without a wallet', ['wallet', 'social', 'email'], false, ['wallet', 'social', 'email']],
    ['partial: missing appended (with wallet)', ['social'], true, ['social', 'wallet', 'email']],
    ['partial: missing appended (without wallet)', ['wallet'], false, ['wallet', 'email', 'social']],
    ['duplicates dropped', ['email', 'email', 'wallet'], true, ['email', 'wallet', 'social']],
    ['unknown dropped', ['farcaster', 'social'], false, ['social', 'email', 'wallet']],
    ['wrong case is unknown', ['Wallet'], false, ['email', 'social', 'wallet']],
    ['empty → default', [], true, ['wallet', 'email', 'social']],
    ['all invalid → default', ['x', 1, null], false, ['email', 'social', 'wallet']],
  ])('parameters: configured — %s', (_name, configured, hasInjectedOrAnnouncedWallet, expected) => {
    expect(getConnectMethodsOrder({ configured, hasInjectedOrAnnouncedWallet })).toEqual(expected)
  })

  it('behavior: callers cannot mutate the defaults through the result', () => {
    getConnectMethodsOrder({ hasInjectedOrAnnouncedWallet: true }).reverse()
    expect(getConnectMethodsOrder({ hasInjectedOrAnnouncedWallet: true })).toEqual(['wallet', 'email', 'social'])
  })
})
