import { describe, expect, it } from 'vitest'
import type { Connector } from './Connector.js'
import type { Wallet } from './Wallet.js'
import { buildConnectorList, type BuildConnectorListParams } from './buildConnectorList.js'

const connector = (id: string, type: Connector['type'], extra: Partial<Connector> = {}): Connector => ({
  id,
  type,
  name: id,
  chain: 'eip155',
  installed: true,
  ...extra,
})
const browserWallet = connector('injected', 'INJECTED', { name: 'Browser Wallet' })
const metamask = connector('io.metamask', 'ANNOUNCED', { name: 'MetaMask', info: { rdns: 'io.metamask' } })
const rabby = connector('io.rabby', 'ANNOUNCED', { name: 'Rabby Wallet', info: { rdns: 'io.rabby' } })
const walletConnect = connector('walletConnect', 'WALLET_CONNECT', { name: 'WalletConnect' })
const external = connector('custom-provider', 'EXTERNAL', { name: 'My Provider' })
const trust: Wallet = { id: 'trust', name: 'Trust Wallet', rdns: 'com.trustwallet.app' }
const zerion: Wallet = { id: 'zerion', name: 'Zerion' }
const metamaskInDirectory: Wallet = { id: 'mm-dir', name: 'MetaMask', rdns: 'io.metamask' }

const base: BuildConnectorListParams = {
  connectors: [browserWallet, metamask, rabby, walletConnect, external],
  recent: [],
  isMobile: false,
  enableWalletConnect: true,
  connectedThroughWalletConnect: false,
}
const summary = (params: Partial<BuildConnectorListParams>) =>
  buildConnectorList({ ...base, ...params }).map(({ group, items }) => [
    group,
    items.map((item) => (item.kind === 'connector' ? item.connector.id : item.wallet.id)),
  ])

describe('buildConnectorList', () => {
  it('default: groups in the default connector order, empty groups dropped, Browser Wallet hidden on desktop', () => {
    expect(summary({})).toEqual([
      ['walletConnect', ['walletConnect']],
      ['injected', ['io.metamask', 'io.rabby']],
      ['external', ['custom-provider']],
    ])
  })

  it('behavior: Browser Wallet shows on mobile when installed, hides there without rdns when not installed', () => {
    expect(summary({ isMobile: true })[1]).toEqual(['injected', ['injected', 'io.metamask', 'io.rabby']])
    const notInstalled = { ...browserWallet, installed: false }
    expect(summary({ isMobile: true, connectors: [notInstalled, metamask] })).toEqual([['injected', ['io.metamask']]])
  })

  it('behavior: recent wallets come first and appear once', () => {
    expect(summary({ recent: [{ id: 'io.rabby', rdns: 'io.rabby' }] })).toEqual([
      ['walletConnect', ['walletConnect']],
      ['recent', ['io.rabby']],
      ['injected', ['io.metamask']],
      ['external', ['custom-provider']],
    ])
  })

  it('behavior: excluded by rdns or case-insensitive name or id', () => {
    expect(summary({ excludeWalletIds: ['io.metamask', 'my provider'] })).toEqual([
      ['walletConnect', ['walletConnect']],
      ['injected', ['io.rabby']],
    ])
    expect(summary({ excludeWalletIds: ['walletConnect'] })[0]?.[0]).toBe('injected')
  })

  it('behavior: walletConnect only when enabled and not already connected through it', () => {
    expect(summary({ enableWalletConnect: false })[0]?.[0]).toBe('injected')
    expect(summary({ connectedThroughWalletConnect: true })[0]?.[0]).toBe('injected')
  })

  it('parameters: enableInjected false hides the window.ethereum connectors, recent included', () => {
    const mobile = { isMobile: true, recent: [{ id: 'injected' }] }
    expect(summary(mobile)).toContainEqual(['recent', ['injected']])
    expect(summary({ ...mobile, enableInjected: false })).toEqual([
      ['walletConnect', ['walletConnect']],
      ['injected', ['io.metamask', 'io.rabby']],
      ['external', ['custom-provider']],
    ])
  })

  it('parameters: enableEIP6963 false hides the announced connectors', () => {
    expect(summary({ enableEIP6963: false, recent: [{ id: 'io.rabby' }] })).toEqual([
      ['walletConnect', ['walletConnect']],
      ['external', ['custom-provider']],
    ])
  })

  it('parameters: connectorTypeOrder takes precedence', () => {
    expect(summary({ connectorTypeOrder: ['external', 'injected'] }).map(([group]) => group)).toEqual([
      'external',
      'injected',
      'walletConnect',
    ])
  })

  it('behavior: featured in featuredWalletIds order; custom and recommended; de-duplicated by rdns', () => {
    expect(
      summary({
        featuredWalletIds: ['zerion', 'trust'],
        featured: [trust, zerion],
        customWallets: [{ id: 'my-wallet', name: 'My Wallet' }],
        recommended: [metamaskInDirectory, trust, { id: 'rainbow', name: 'Rainbow' }],
      }),
    ).toEqual([
      ['walletConnect', ['walletConnect']],
      ['injected', ['io.metamask', 'io.rabby']],
      ['featured', ['zerion', 'trust']],
      ['custom', ['my-wallet']],
      ['external', ['custom-provider']],
      ['recommended', ['rainbow']],
    ])
  })
})
