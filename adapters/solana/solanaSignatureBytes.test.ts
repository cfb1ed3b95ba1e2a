import { ed25519 } from '@noble/curves/ed25519'
import { describe, expect, it } from 'vitest'
import { isolatedRegistry } from './fakeSolanaRpc.fixture.js'
import { SolanaChainAdapter } from './SolanaChainAdapter.js'
import { solanaConnectorIdOf } from './SolanaWalletDiscovery.js'
import { decodeBase58 } from './base58.js'
import { InvalidSolanaSignatureError, solanaSignatureBytes } from './solanaSignatureBytes.js'
import { solanaDevnet } from '../../core/network/presets.js'
import { WalletStandardTestWallet } from '../../test-doubles/solana/WalletStandardTestWallet.js'

describe('solanaSignatureBytes', () => {
  it('behavior: the base58 signMessage gives is the wallet’s signature; its bytes verify against the account', async () => {
    const registry = isolatedRegistry()
    const wallet = new WalletStandardTestWallet({ chains: ['solana:devnet'] })
    wallet.register(registry)
    const adapter = new SolanaChainAdapter({ networks: [solanaDevnet], wallets: registry })
    const connectorId = solanaConnectorIdOf(wallet.name)
    await adapter.connect({ connectorId, network: solanaDevnet })

    const signature = await adapter.signMessage({ connectorId, address: wallet.address, message: 'hello solana' })
    const bytes = solanaSignatureBytes(signature)

    expect(bytes).toHaveLength(64)
    expect(ed25519.verify(bytes, new TextEncoder().encode('hello solana'), decodeBase58(wallet.address) as Uint8Array)).toBe(true)
    expect(ed25519.verify(bytes, new TextEncoder().encode('hello solana!'), decodeBase58(wallet.address) as Uint8Array)).toBe(false)
    adapter.destroy()
  })

  it.each([
    ['not base58', '0OIl'],
    ['32 bytes', '11111111111111111111111111111111'],
    ['empty', ''],
  ])('refuses %s with a typed error', (_case, text) => {
    expect(() => solanaSignatureBytes(text)).toThrow(InvalidSolanaSignatureError)
  })
})
