import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeApproval } from './describeApproval.js'
import { readableMessage } from './readableMessage.js'

const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('describeApproval', () => {
  it('personal_sign: printable UTF-8 as text, anything else as hex', () => {
    expect(readableMessage('0x68c3a9')).toBe('hé')
    expect(readableMessage('0x0001ff')).toBe('0x0001ff')
    // A bidi override could make the text read differently from what is signed.
    expect(readableMessage('0xe280ae6162')).toBe('0xe280ae6162')
  })

  it('eth_signTypedData_v4: domain, chain, contract, primary type and the message', () => {
    const description = describeApproval({
      method: 'eth_signTypedData_v4',
      address: FROM,
      typedData: { domain: { name: 'Permit2', chainId: 1, verifyingContract: TO }, types: {}, primaryType: 'PermitSingle', message: { spender: TO } },
    })
    expect(description.title).toBe('Sign typed data')
    expect(description.fields).toEqual([
      { label: 'Domain', value: 'Permit2' },
      { label: 'Chain ID', value: '1' },
      { label: 'Verifying contract', value: TO },
      { label: 'Primary type', value: 'PermitSingle' },
      { label: 'Account', value: FROM },
    ])
    expect(description.detail?.text).toBe(JSON.stringify({ spender: TO }, null, 2))
  })

  it('eth_sendTransaction: the acting account, recipient, value in ETH and an ERC-20 transfer spelled out', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [TO, 1_500_000n] })
    const description = describeApproval({ method: 'eth_sendTransaction', chainId: 10, transaction: { from: FROM, to: FROM, value: '0x6f05b59d3b20000', data } })
    expect(description.title).toBe('Send transaction')
    expect(description.fields).toEqual([
      { label: 'Account', value: FROM },
      { label: 'To', value: FROM },
      { label: 'Value', value: '0.5 ETH' },
      { label: 'Chain ID', value: '10' },
      { label: 'Call', value: `Transfer 1500000 to ${TO}` },
    ])
    expect(description.detail).toEqual({ label: 'Data', text: data })
  })

  it('eth_sendTransaction: other data stays raw', () => {
    const description = describeApproval({ method: 'eth_sendTransaction', chainId: 1, transaction: { from: FROM, to: TO, data: '0xdeadbeef' } })
    expect(description.fields.map((field) => field.label)).toEqual(['Account', 'To', 'Value', 'Chain ID'])
    expect(description.detail?.text).toBe('0xdeadbeef')
  })
})
