import { describe, expect, it } from 'vitest'
import { parseStandardWallet } from './parseStandardWallet.js'
import { standardWalletShape } from './standardWalletShape.fixture.js'

describe('parseStandardWallet', () => {
  it('default: a Solana wallet with connect, events and a signing feature is kept as the same object', () => {
    const wallet = standardWalletShape()
    expect(parseStandardWallet(wallet)).toEqual({ ok: true, wallet })
    expect((parseStandardWallet(wallet) as { wallet: unknown }).wallet).toBe(wallet)
  })

  it('parameters: signAndSendTransaction alone is enough to sign', () => {
    const wallet = standardWalletShape({ signTransaction: false, signAndSendTransaction: true })
    expect(parseStandardWallet(wallet).ok).toBe(true)
  })

  it('behavior: a class instance with getters (as real wallets are) passes', () => {
    const shape = standardWalletShape()
    class GetterWallet {
      get version() { return shape.version }
      get name() { return shape.name }
      get icon() { return shape.icon }
      get chains() { return shape.chains }
      get features() { return shape.features }
      get accounts() { return shape.accounts }
    }
    expect(parseStandardWallet(new GetterWallet()).ok).toBe(true)
  })

  it.each([
    ['not an object', 'wallet', /not a Wallet Standard wallet/],
    ['another version', standardWalletShape({ version: '2.0.0' }), /version/],
    ['an empty name', standardWalletShape({ name: '  ' }), /name/],
    ['a remote icon', standardWalletShape({ icon: 'https://evil.example/icon.png' }), /icon/],
    ['an account with a short public key', standardWalletShape({ publicKey: new Uint8Array(31) }), /publicKey/],
    ['an account whose address is not base58', standardWalletShape({ address: '0x1234' }), /address/],
    ['no standard:events', standardWalletShape({ events: false }), /missing standard:connect or standard:events/],
    ['a connect feature without connect()', standardWalletShape({ connect: 'broken' }), /missing standard:connect/],
    ['no way to sign', standardWalletShape({ signTransaction: false }), /no solana:signTransaction or solana:signAndSendTransaction/],
    ['no solana chain', standardWalletShape({ chains: ['sui:mainnet'] }), /no solana chain/],
    ["the name 'WalletConnect'", standardWalletShape({ name: 'WalletConnect' }), /WalletConnect has its own connector/],
  ])('behavior: refused for %s', (_case, wallet, reason) => {
    const parsed = parseStandardWallet(wallet)
    expect(parsed.ok).toBe(false)
    expect(parsed.ok ? '' : parsed.reason).toMatch(reason)
  })
})
