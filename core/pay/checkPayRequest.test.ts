import { describe, expect, it } from 'vitest'
import type { Balance } from '../account/Balance.js'
import { MESSAGES } from '../errors/messages.js'
import { mainnet, polygon, solana } from '../network/presets.js'
import { checkPayRequest, type PayRequest } from './checkPayRequest.js'
import { findPayToken } from './findPayToken.js'
import { PAY_ERROR_TEXTS, PayError } from './PayError.js'

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const SOL_RECIPIENT = 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69Xm1ZE3MEE6JC'
const NETWORKS = [mainnet, polygon, solana]

const request = (overrides: Partial<PayRequest> = {}): PayRequest => ({ recipient: RECIPIENT, amount: '0.01', token: 'native', network: mainnet.caipNetworkId, ...overrides })

describe('checkPayRequest', () => {
  it('default: native on a configured network → no problems, the checked request', () => {
    expect(checkPayRequest(request(), NETWORKS)).toEqual({ problems: [], checked: { network: mainnet, recipient: RECIPIENT, contract: undefined, amount: '0.01' } })
  })

  it.each([
    ['a 0x contract', USDC],
    ['a CAIP-10 contract on the network', `${mainnet.caipNetworkId}:${USDC}`],
  ])('parameters: token — %s', (_name, token) => {
    expect(checkPayRequest(request({ token }), NETWORKS).checked?.contract).toBe(USDC)
  })

  it('parameters: a CAIP-10 recipient on the network is its address; solana takes base58', () => {
    expect(checkPayRequest(request({ recipient: `${mainnet.caipNetworkId}:${RECIPIENT}` }), NETWORKS).checked?.recipient).toBe(RECIPIENT)
    expect(checkPayRequest(request({ recipient: SOL_RECIPIENT, network: solana.caipNetworkId }), NETWORKS).problems).toEqual([])
  })

  it.each([
    ['an unconfigured network', { network: 'eip155:10' as const }, ['NETWORK_UNSUPPORTED']],
    ['zero', { amount: '0' }, ['AMOUNT_NOT_POSITIVE']],
    ['a number, not a decimal string', { amount: 0.5 as unknown as string }, ['AMOUNT_NOT_NUMERIC']],
    ['an exponent', { amount: '1e3' }, ['AMOUNT_NOT_NUMERIC']],
    ['no amount', { amount: '' }, ['AMOUNT_MISSING']],
    ['no recipient', { recipient: '' }, ['RECIPIENT_MISSING']],
    ['a name (requests are fixed)', { recipient: 'alice.reown.id' }, ['RECIPIENT_INVALID']],
    ['a recipient of another network (CAIP-10)', { recipient: `${polygon.caipNetworkId}:${RECIPIENT}` }, ['RECIPIENT_INVALID']],
    ['a solana address on eip155', { recipient: SOL_RECIPIENT }, ['RECIPIENT_INVALID']],
    ['a token that is no address', { token: 'USDC' }, ['TOKEN_INVALID']],
    ['a token of another network (CAIP-10)', { token: `${polygon.caipNetworkId}:${USDC}` }, ['TOKEN_INVALID']],
  ] as const)('errors: %s → %j', (_name, overrides, problems) => {
    const result = checkPayRequest(request(overrides), NETWORKS)

    expect(result.problems).toEqual(problems)
    expect(result.checked).toBeUndefined()
  })

  it('behavior: every problem at once, in a fixed order; never throws on the wrong types', () => {
    expect(checkPayRequest(request({ amount: '-1', recipient: '0x12', token: '0x34' }), NETWORKS).problems).toEqual(['AMOUNT_NOT_POSITIVE', 'RECIPIENT_INVALID', 'TOKEN_INVALID'])
    expect(checkPayRequest({ recipient: 42, amount: {}, token: null, network: mainnet.caipNetworkId } as unknown as PayRequest, NETWORKS).problems).toEqual(['AMOUNT_NOT_NUMERIC', 'RECIPIENT_MISSING', 'TOKEN_INVALID'])
    expect(checkPayRequest(undefined as unknown as PayRequest, NETWORKS).problems).toEqual(['NETWORK_UNSUPPORTED'])
  })
})

describe('findPayToken', () => {
  const row = (fields: Partial<Balance>): Balance => ({ name: 'x', symbol: 'X', chainId: mainnet.caipNetworkId, price: 1, quantity: { decimals: '6', numeric: '5' }, iconUrl: '', ...fields })
  const usdc = row({ symbol: 'USDC', address: `${mainnet.caipNetworkId}:${USDC.toUpperCase().replace('0X', '0x')}` })
  const polygonUsdc = row({ symbol: 'USDC', chainId: polygon.caipNetworkId, address: `${polygon.caipNetworkId}:${USDC}` })
  const eth = row({ symbol: 'ETH', price: 2500, quantity: { decimals: '18', numeric: '1' } })

  it('default: the row of the contract on the network, compared case-insensitively', () => {
    expect(findPayToken([polygonUsdc, eth, usdc], { network: mainnet, contract: USDC })).toBe(usdc)
  })

  it('behavior: native → the row without a contract (priced); without one, the network’s currency unpriced', () => {
    expect(findPayToken([usdc, eth], { network: mainnet, contract: undefined })).toBe(eth)
    expect(findPayToken([usdc], { network: mainnet, contract: undefined })).toEqual({ name: 'Ether', symbol: 'ETH', chainId: mainnet.caipNetworkId, price: 0, quantity: { decimals: '18', numeric: '0' }, iconUrl: '' })
  })

  it('behavior: a token the rows do not list → undefined', () => {
    expect(findPayToken([eth, polygonUsdc], { network: mainnet, contract: USDC })).toBeUndefined()
  })
})

describe('PayError', () => {
  it('default: the code’s text; TOKEN_UNAVAILABLE is the spec’s catalogue text', () => {
    expect(PAY_ERROR_TEXTS.TOKEN_UNAVAILABLE).toBe(MESSAGES.TOKEN_BALANCE_UNAVAILABLE)
    const error = new PayError({ code: 'INVALID_REQUEST', problems: ['TOKEN_INVALID'] })
    expect(error).toMatchObject({ name: 'PayError', code: 'INVALID_REQUEST', problems: ['TOKEN_INVALID'], shortMessage: 'The payment request is not valid', category: 'VALIDATION_ERROR' })
    expect(new PayError({ code: 'WRONG_NETWORK', caipNetworkId: 'eip155:1' }).details).toEqual({ code: 'WRONG_NETWORK', caipNetworkId: 'eip155:1' })
  })
})
