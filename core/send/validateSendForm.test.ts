import { describe, expect, it } from 'vitest'
import type { Balance } from '../account/Balance.js'
import type { ChainNamespace } from '../network/Network.js'
import { type SendForm, validateSendForm } from './validateSendForm.js'

const TOKEN: Balance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
}
const EVM = '0x52908400098527886e0f7030069857d2e4169ee7'
const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

function form(overrides: Partial<SendForm> = {}): SendForm {
  return { amount: '1', receiverAddress: EVM, token: TOKEN, namespace: 'eip155', ...overrides }
}

describe('validateSendForm', () => {
  it('default: a complete EVM form has no problems', () => {
    expect(validateSendForm(form())).toEqual([])
  })

  it('default: a complete Solana form has no problems', () => {
    expect(validateSendForm(form({ namespace: 'solana', receiverAddress: SOL }))).toEqual([])
  })

  it.each([
    ['integer string', '1'],
    ['decimal string', '0.5'],
    ['leading dot', '.5'],
    ['trailing dot', '1.'],
    ['18 decimals', '0.000000000000000001'],
    ['beyond float precision', `0.${'0'.repeat(400)}1`],
    ['huge', '1'.repeat(80)],
    ['positive number', 0.25],
    ['tiny number', 1e-18],
  ])('parameters: amount accepted — %s', (_name, amount) => {
    expect(validateSendForm(form({ amount }))).toEqual([])
  })

  it.each([
    ['undefined', undefined, 'AMOUNT_MISSING'],
    ['null', null, 'AMOUNT_MISSING'],
    ['empty string', '', 'AMOUNT_MISSING'],
    ['blank string', '   ', 'AMOUNT_MISSING'],
    ['zero string', '0', 'AMOUNT_NOT_POSITIVE'],
    ['zero with decimals', '0.000', 'AMOUNT_NOT_POSITIVE'],
    ['negative string', '-1', 'AMOUNT_NOT_POSITIVE'],
    ['negative zero string', '-0', 'AMOUNT_NOT_POSITIVE'],
    ['zero number', 0, 'AMOUNT_NOT_POSITIVE'],
    ['negative number', -0.5, 'AMOUNT_NOT_POSITIVE'],
    ['NaN', Number.NaN, 'AMOUNT_NOT_NUMERIC'],
    ['Infinity', Number.POSITIVE_INFINITY, 'AMOUNT_NOT_NUMERIC'],
    ['letters', 'abc', 'AMOUNT_NOT_NUMERIC'],
    ['comma separator', '1,5', 'AMOUNT_NOT_NUMERIC'],
    ['exponent', '1e3', 'AMOUNT_NOT_NUMERIC'],
    ['padded', ' 1', 'AMOUNT_NOT_NUMERIC'],
    ['two dots', '1.2.3', 'AMOUNT_NOT_NUMERIC'],
    ['lone dot', '.', 'AMOUNT_NOT_NUMERIC'],
    ['plus sign', '+1', 'AMOUNT_NOT_NUMERIC'],
    ['hex', '0x10', 'AMOUNT_NOT_NUMERIC'],
  ] as const)('parameters: amount — %s → %s', (_name, amount, problem) => {
    expect(validateSendForm(form({ amount }))).toEqual([problem])
  })

  it.each([
    ['undefined', 'eip155', undefined, 'RECEIVER_MISSING'],
    ['null', 'eip155', null, 'RECEIVER_MISSING'],
    ['empty', 'eip155', '', 'RECEIVER_MISSING'],
    ['EVM without 0x prefix', 'eip155', EVM.slice(2), 'RECEIVER_INVALID'],
    ['EVM too short', 'eip155', EVM.slice(0, -1), 'RECEIVER_INVALID'],
    ['EVM padded', 'eip155', ` ${EVM}`, 'RECEIVER_INVALID'],
    ['Solana address on EVM', 'eip155', SOL, 'RECEIVER_INVALID'],
    ['ENS name (resolve first)', 'eip155', 'vitalik.eth', 'RECEIVER_INVALID'],
    ['EVM address on Solana', 'solana', EVM, 'RECEIVER_INVALID'],
    ['Solana too short', 'solana', SOL.slice(0, 31), 'RECEIVER_INVALID'],
  ] as const)('parameters: receiver — %s (%s) → %s', (_name, namespace, receiverAddress, problem) => {
    expect(validateSendForm(form({ namespace, receiverAddress }))).toEqual([problem])
  })

  it.each([
    ['undefined', undefined],
    ['null', null],
  ])('parameters: token — %s → TOKEN_MISSING', (_name, token) => {
    expect(validateSendForm(form({ token }))).toEqual(['TOKEN_MISSING'])
  })

  it.each(['polkadot', 'bip122'] as const)('parameters: namespace — %s is not a send namespace', (namespace: ChainNamespace) => {
    expect(validateSendForm(form({ namespace, receiverAddress: 'anything' }))).toEqual(['NAMESPACE_UNSUPPORTED'])
  })

  it('behavior: reports every problem at once, in a fixed order', () => {
    expect(
      validateSendForm({ amount: '', receiverAddress: undefined, token: undefined, namespace: 'bip122' }),
    ).toEqual(['NAMESPACE_UNSUPPORTED', 'AMOUNT_MISSING', 'RECEIVER_MISSING', 'TOKEN_MISSING'])
  })

  it('behavior: never throws on values of the wrong type', () => {
    const bad = { amount: {}, receiverAddress: 42, token: undefined, namespace: 'cosmos' } as unknown as SendForm
    expect(validateSendForm(bad)).toEqual([
      'NAMESPACE_UNSUPPORTED',
      'AMOUNT_NOT_NUMERIC',
      'RECEIVER_MISSING',
      'TOKEN_MISSING',
    ])
  })
})
