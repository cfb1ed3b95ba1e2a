import { describe, expect, it } from 'vitest'
import { NobleSolanaSiwxVerifier } from '../../adapters/siwx/solana/NobleSolanaSiwxVerifier.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../../test-doubles/FakeChainAdapter.js'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { solana } from '../network/presets.js'
import type { SiwxSession } from './Siwx.js'
import { LocalSiwx } from './LocalSiwx.js'
import { toSignInInput } from './toSignInInput.js'
import { toSiwxMessageData } from './toSiwxMessageData.js'

// LocalSiwx takes a session whose message a Solana wallet built for solana:signIn.
const ADDRESS = 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9'
const INPUT = { accountAddress: ADDRESS, chainId: solana.caipNetworkId }

async function setup() {
  const siwx = new LocalSiwx({ domain: 'app.example', uri: 'https://app.example', storage: new InMemoryStorage(), clock: new ManualClock(), verifiers: [new NobleSolanaSiwxVerifier()] })
  const wallet = new FakeChainAdapter({ namespace: 'solana', signIn: true })
  await wallet.connect({ connectorId: FAKE_CONNECTOR_ID, network: solana })
  const message = await siwx.createMessage(INPUT)
  const data = toSiwxMessageData(message)
  const output = await wallet.signIn?.({ connectorId: FAKE_CONNECTOR_ID, network: solana, input: toSignInInput(data) ?? ({} as never) })
  const session: SiwxSession = { data, message: output?.message ?? '', signature: output?.signature ?? '' }
  return { siwx, session }
}

describe('LocalSiwx: Sign In With Solana sessions', () => {
  it('behavior: the wallet-built text is verified and stored under the CAIP-2 id', async () => {
    const { siwx, session } = await setup()

    await siwx.addSession(session)

    expect(session.message).toContain('\nChain ID: mainnet\n')
    expect(await siwx.getSessions(solana.caipNetworkId, ADDRESS)).toEqual([session])
  })

  it.each([
    ['data that claim another nonce than the signed text', (session: SiwxSession): SiwxSession => ({ ...session, data: { ...session.data, nonce: 'otherNonce1234' } }), 'dataMismatch'],
    ['data that claim another chain', (session: SiwxSession): SiwxSession => ({ ...session, data: { ...session.data, chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' } }), 'chainMismatch'],
    ['a text changed after signing', (session: SiwxSession): SiwxSession => ({ ...session, message: session.message.replace('Chain ID: mainnet', 'Chain ID: devnet') }), 'chainMismatch'],
  ])('refuses %s', async (_name, change, reason) => {
    const { siwx, session } = await setup()

    await expect(siwx.addSession(change(session))).rejects.toMatchObject({ reason })
  })
})
