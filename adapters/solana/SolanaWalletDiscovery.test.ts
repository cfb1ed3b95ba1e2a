import { getWallets } from '@wallet-standard/app'
import type { Wallet as StandardWallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import type { Connector } from '../../core/connectors/Connector.js'
import { ConnectorNotFoundError } from '../../core/errors/ConnectorNotFoundError.js'
import { BufferedLogger } from '../../core/logging/BufferedLogger.js'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { SolanaWalletDiscovery, solanaConnectorIdOf, type StandardWalletRegistry } from './SolanaWalletDiscovery.js'
import { standardWalletShape } from './standardWalletShape.fixture.js'

/** A registry of our own, shaped as `getWallets()`, so tests share no page-wide state. */
function registry() {
  const wallets = new Set<StandardWallet>()
  const listeners = { register: new Set<() => void>(), unregister: new Set<() => void>() }
  const api: StandardWalletRegistry & { register(wallet: object): () => void } = {
    get: () => [...wallets],
    on: (event, listener) => {
      listeners[event].add(listener)
      return () => listeners[event].delete(listener)
    },
    register: (wallet) => {
      wallets.add(wallet as StandardWallet)
      for (const listener of listeners.register) listener()
      return () => {
        wallets.delete(wallet as StandardWallet)
        for (const listener of listeners.unregister) listener()
      }
    },
  }
  return api
}

function discovery(wallets = registry()) {
  const logger = new BufferedLogger({ clock: new ManualClock(), level: 'silent' })
  const changes: (readonly Connector[])[] = []
  const subject = new SolanaWalletDiscovery({ registry: wallets, logger, onChange: (connectors) => changes.push(connectors) })
  const warnings = () => logger.entries().filter((entry) => entry.level === 'warn').map((entry) => String(entry.message))
  return { subject, wallets, changes, warnings }
}

describe('SolanaWalletDiscovery', () => {
  it('default: a registered Solana wallet is an ANNOUNCED connector with its name and icon', () => {
    const { subject, wallets } = discovery()
    const wallet = standardWalletShape({ name: 'Dev Solana Wallet' })
    wallets.register(wallet)
    expect(subject.connectors()).toEqual([
      { id: 'wallet-standard:Dev Solana Wallet', type: 'ANNOUNCED', name: 'Dev Solana Wallet', chain: 'solana', imageUrl: wallet.icon, installed: true },
    ])
    expect(subject.wallet(solanaConnectorIdOf('Dev Solana Wallet'))).toBe(wallet)
  })

  it('behavior: wallets registered later, and unregistered ones, change the list and are told', () => {
    const { subject, wallets, changes } = discovery()
    expect(subject.connectors()).toEqual([])
    const unregister = wallets.register(standardWalletShape({ name: 'Late' }))
    expect(changes.at(-1)?.map((connector) => connector.name)).toEqual(['Late'])
    unregister()
    expect(changes.at(-1)).toEqual([])
    expect(subject.connectors()).toEqual([])
    expect(() => subject.wallet(solanaConnectorIdOf('Late'))).toThrow(ConnectorNotFoundError)
  })

  it('behavior: incompatible or malformed wallets are left out with one warning each, and nothing changes', () => {
    const { subject, wallets, changes, warnings } = discovery()
    subject.connectors()
    const broken = standardWalletShape({ name: 'No Signer', signTransaction: false })
    wallets.register(broken)
    wallets.register(standardWalletShape({ name: 'WalletConnect' }))
    wallets.register(broken)
    expect(subject.connectors()).toEqual([])
    expect(changes).toEqual([])
    expect(warnings()).toEqual([
      'walletport: a Wallet Standard wallet was not listed: no solana:signTransaction or solana:signAndSendTransaction',
      "walletport: a Wallet Standard wallet was not listed: a wallet named 'WalletConnect' (WalletConnect has its own connector)",
    ])
  })

  it('behavior: a wallet whose properties throw when read is left out with a warning; the others stay listed', () => {
    const { subject, wallets, warnings } = discovery()
    wallets.register(standardWalletShape({ name: 'Good' }))
    const shape = standardWalletShape({ name: 'Throwing' })
    wallets.register({ ...shape, get accounts(): never { throw new Error('locked') } })

    expect(subject.connectors().map((connector) => connector.name)).toEqual(['Good'])
    expect(warnings()).toEqual(['walletport: a Wallet Standard wallet was not listed: reading it threw (locked)'])
  })

  it('behavior: a second wallet with a listed name is refused; the first stays', () => {
    const { subject, wallets, warnings } = discovery()
    const first = standardWalletShape({ name: 'Twin' })
    wallets.register(first)
    wallets.register(standardWalletShape({ name: 'Twin' }))
    expect(subject.connectors()).toHaveLength(1)
    expect(subject.wallet(solanaConnectorIdOf('Twin'))).toBe(first)
    expect(warnings()).toEqual(["walletport: a second Wallet Standard wallet named 'Twin' was not listed"])
  })

  it('behavior: the list keeps its identity while nothing changes; stop() stops following', () => {
    const { subject, wallets, changes } = discovery()
    wallets.register(standardWalletShape({ name: 'Steady' }))
    const before = subject.connectors()
    expect(subject.connectors()).toBe(before)
    subject.stop()
    wallets.register(standardWalletShape({ name: 'After Stop' }))
    expect(changes).toEqual([])
    expect(subject.connectors()).toBe(before)
  })

  it("default: without a registry it follows the page's own (@wallet-standard/app getWallets)", () => {
    const logger = new BufferedLogger({ clock: new ManualClock(), level: 'silent' })
    const subject = new SolanaWalletDiscovery({ logger, onChange: () => undefined })
    const wallet = standardWalletShape({ name: 'Page Wallet' })
    const unregister = getWallets().register(wallet as unknown as StandardWallet)
    try {
      expect(subject.connectors().map((connector) => connector.name)).toContain('Page Wallet')
      expect(subject.wallet(solanaConnectorIdOf('Page Wallet'))).toBe(wallet)
    } finally {
      unregister()
      subject.stop()
    }
  })
})
