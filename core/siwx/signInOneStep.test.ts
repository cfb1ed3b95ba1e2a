import { describe, expect, it } from 'vitest'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../../test-doubles/FakeChainAdapter.js'
import { solana } from '../network/presets.js'
import { createSiwxMessage } from './createSiwxMessage.js'
import type { SiwxTarget } from './readSiwxTarget.js'
import { signInOneStep } from './signInOneStep.js'

const ADDRESS = 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9'
const target: SiwxTarget = { namespace: 'solana', chainId: solana.caipNetworkId, address: ADDRESS, network: solana, isNetworkSupported: true, connectorId: FAKE_CONNECTOR_ID, isSmartAccount: false }
const DATA = { domain: 'app.example', uri: 'https://app.example', accountAddress: ADDRESS, chainId: solana.caipNetworkId, version: '1', nonce: 'abcdefgh12345678', issuedAt: '2026-01-01T00:00:00.000Z' }
const message = createSiwxMessage(DATA)

async function wallet(options: { readonly signIn: boolean }): Promise<FakeChainAdapter> {
  const adapter = new FakeChainAdapter({ namespace: 'solana', secretKey: new Uint8Array(32).fill(1), signIn: options.signIn })
  await adapter.connect({ connectorId: FAKE_CONNECTOR_ID, network: solana })
  return adapter
}

describe('signInOneStep', () => {
  it('default: the input of the message, on the target network; the session keeps the fields and the signed text', async () => {
    const adapter = await wallet({ signIn: true })

    const signed = await signInOneStep(adapter, { target, connectorId: FAKE_CONNECTOR_ID, message })

    const input = { domain: 'app.example', address: ADDRESS, uri: 'https://app.example', version: '1', chainId: solana.caipNetworkId, nonce: 'abcdefgh12345678', issuedAt: '2026-01-01T00:00:00.000Z' }
    expect(adapter.callsTo('signIn')).toStrictEqual([{ connectorId: FAKE_CONNECTOR_ID, network: solana, input }])
    expect(signed?.signer).toBe(ADDRESS)
    expect(signed?.session.data).toStrictEqual(DATA)
    expect(signed?.session.message).toContain('\nChain ID: mainnet\n')
  })

  it('behavior: undefined without asking when the adapter has no signIn, or the message has a scheme', async () => {
    const plain = await wallet({ signIn: false })
    const capable = await wallet({ signIn: true })

    expect(await signInOneStep(plain, { target, connectorId: FAKE_CONNECTOR_ID, message })).toBeUndefined()
    expect(await signInOneStep(capable, { target, connectorId: FAKE_CONNECTOR_ID, message: createSiwxMessage({ ...DATA, scheme: 'https' }) })).toBeUndefined()
    expect(capable.callsTo('signIn')).toHaveLength(0)
  })

  it('behavior: undefined when the adapter answers nothing (the wallet lacks solana:signIn)', async () => {
    const adapter = (await wallet({ signIn: true })).answerNextSignIn(() => undefined)

    expect(await signInOneStep(adapter, { target, connectorId: FAKE_CONNECTOR_ID, message })).toBeUndefined()
  })
})
