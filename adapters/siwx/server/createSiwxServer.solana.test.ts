import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { createSignInMessageText } from '@solana/wallet-standard-util'
import { describe, expect, it } from 'vitest'
import { createSiwxMessage } from '../../../core/siwx/createSiwxMessage.js'
import { createSiwxServer, type SiwxServerOptions } from './createSiwxServer.js'

// A Solana wallet's key; both forms a Solana sign-in can take, verified by the default server.
const secretKey = new Uint8Array(32).fill(3)
const address = base58.encode(ed25519.getPublicKey(secretKey))
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const LOCAL_GENESIS = 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69xqZ9a9jbuDMm'
const NOW = Date.UTC(2026, 0, 1, 12)
const sign = (message: string): string => base58.encode(ed25519.sign(new TextEncoder().encode(message), secretKey))

function server(options: Partial<SiwxServerOptions> = {}) {
  return createSiwxServer({ domain: 'app.example', uri: 'https://app.example', now: () => NOW, ...options })
}

/** What a wallet builds and signs for `solana:signIn` (the adapter wrote the cluster name). */
function walletSignIn(nonce: string, chainId: string, overrides: { domain?: string; issuedAt?: string; statement?: string } = {}) {
  const message = createSignInMessageText({
    domain: overrides.domain ?? 'app.example',
    address,
    ...(overrides.statement === undefined ? {} : { statement: overrides.statement }),
    uri: 'https://app.example',
    version: '1',
    chainId,
    nonce,
    issuedAt: overrides.issuedAt ?? new Date(NOW).toISOString(),
  })
  return { message, signature: sign(message) }
}

describe('createSiwxServer: solana', () => {
  it('behavior: a CAIP-122 message signed with signMessage verifies into a session', async () => {
    const siwx = server()
    const { nonce } = await siwx.issueNonce()
    const message = createSiwxMessage({ domain: 'app.example', uri: 'https://app.example', accountAddress: address, chainId: DEVNET, version: '1', nonce, issuedAt: new Date(NOW).toISOString() }).toString()

    const result = await siwx.verify({ message, signature: sign(message) })

    expect(result).toEqual({ ok: true, session: { data: expect.objectContaining({ chainId: DEVNET, accountAddress: address }), message, signature: sign(message) } })
  })

  it.each([
    ['without a statement', undefined],
    ['with a statement', 'Sign in to Example'],
  ])('behavior: the text a wallet built for solana:signIn verifies, the session on the CAIP-2 id (%s)', async (_name, statement) => {
    const siwx = server()
    const { nonce } = await siwx.issueNonce()
    const request = walletSignIn(nonce, 'devnet', statement === undefined ? {} : { statement })

    const result = await siwx.verify(request)

    expect(request.message).toContain('\nChain ID: devnet\n')
    expect(result).toEqual({ ok: true, session: { data: expect.objectContaining({ chainId: DEVNET, accountAddress: address, nonce }), ...request } })
  })

  it('behavior: localnet is refused until the server knows its genesis hash', async () => {
    const plain = server()
    const configured = server({ solanaLocalnetGenesisHash: LOCAL_GENESIS })
    const first = walletSignIn((await plain.issueNonce()).nonce, 'localnet')
    const second = walletSignIn((await configured.issueNonce()).nonce, 'localnet')

    expect(await plain.verify(first)).toMatchObject({ ok: false, reason: 'invalidMessage' })
    expect(await configured.verify(second)).toMatchObject({ ok: true, session: { data: { chainId: 'solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69' } } })
  })

  it.each([
    ['without a statement', undefined],
    ['with a statement', 'Sign in to Example'],
  ])('behavior: a cluster without a short name, written by the adapter as its CAIP-2 id, verifies (%s)', async (_name, statement) => {
    const siwx = server()
    const { nonce } = await siwx.issueNonce()
    const request = walletSignIn(nonce, 'solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69', statement === undefined ? {} : { statement })

    expect(await siwx.verify(request)).toMatchObject({ ok: true, session: { data: { chainId: 'solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69' } } })
  })

  it.each([
    ['another domain', { domain: 'evil.example' }, {}, 'domainMismatch'],
    ['a chain the site does not allow', {}, { chainIds: [DEVNET] }, 'chainMismatch'],
    ['an issuedAt far in the future', { issuedAt: new Date(NOW + 3_600_000).toISOString() }, {}, 'issuedInFuture'],
  ] as const)('behavior: the one-step form is checked as any other: %s', async (_name, overrides, options, reason) => {
    const siwx = server(options)
    const { nonce } = await siwx.issueNonce()

    expect(await siwx.verify(walletSignIn(nonce, 'mainnet', overrides))).toMatchObject({ ok: false, reason })
  })

  it('behavior: its nonce must have been issued here, and is used once', async () => {
    const siwx = server()
    const { nonce } = await siwx.issueNonce()
    const request = walletSignIn(nonce, 'mainnet')

    expect(await siwx.verify(walletSignIn('neverIssued1', 'mainnet'))).toMatchObject({ ok: false, reason: 'nonceUnknown' })
    expect(await siwx.verify(request)).toMatchObject({ ok: true })
    expect(await siwx.verify(request)).toMatchObject({ ok: false, reason: 'nonceReused' })
  })
})
