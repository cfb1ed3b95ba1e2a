import { describe, expect, it } from 'vitest'
import { stringToHex } from 'viem'
import { AddressOrAuthConnectorNotFoundError } from '../core/errors/notFoundErrors.js'
import { InvalidParamsRpcError, UnrecognizedChainError, UnsupportedProviderMethodError } from '../core/errors/walletErrors.js'
import { mainnet, polygon } from '../core/network/presets.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { FAKE_OTP, FakeEmbeddedWalletFrame } from '../test-doubles/FakeEmbeddedWalletFrame.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock, flushMicrotasks } from '../test-doubles/ManualClock.js'
import { createWalletport } from './createWalletport.js'

// walletport.request: the EIP-1193 face of the eip155 connection (what walletport/wagmi's connector
// sends). Accounts and chain are the core's; signing, sending and switching go through the use cases.
function setup() {
  const chain = new FakeChainAdapter({ chainId: 1, knownChainIds: [1, 137] })
  const walletport = createWalletport({ networks: [mainnet, polygon] }, { chainAdapters: [chain], storage: new InMemoryStorage(), clock: new ManualClock() })
  return { walletport, chain }
}

describe('walletport.request (EIP-1193 on the eip155 connection)', () => {
  it('behavior: disconnected, no accounts and the active chain; eth_requestAccounts refuses typed (the modal connects, not this)', async () => {
    const { walletport } = setup()
    expect(await walletport.request({ method: 'eth_accounts' })).toEqual([])
    expect(await walletport.request({ method: 'eth_chainId' })).toBe('0x1')
    await expect(walletport.request({ method: 'eth_requestAccounts' })).rejects.toBeInstanceOf(AddressOrAuthConnectorNotFoundError)
    await expect(walletport.request({ method: 'personal_sign', params: [stringToHex('hi'), '0x'] })).rejects.toBeInstanceOf(AddressOrAuthConnectorNotFoundError)
  })

  it('behavior: connected, the account; personal_sign signs the UTF-8 text; eth_sendTransaction sends the draft; a switch is walletport\'s', async () => {
    const { walletport, chain } = setup()
    const events: string[] = []
    walletport.events$.subscribe((event) => events.push(event.type))
    const { address } = await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    expect(await walletport.request({ method: 'eth_accounts' })).toEqual([address])
    expect(await walletport.request({ method: 'eth_requestAccounts' })).toEqual([address])

    const signature = await walletport.request({ method: 'personal_sign', params: [stringToHex('héllo ✓'), address] })
    expect(chain.callsTo('signMessage').at(-1)).toMatchObject({ address, message: 'héllo ✓' })
    expect(signature).toBe(FakeChainAdapter.signatureFor(address, 'héllo ✓'))

    const hash = await walletport.request({ method: 'eth_sendTransaction', params: [{ from: address, to: '0x000000000000000000000000000000000000dEaD', value: '0x2386f26fc10000', data: '0xabcd', gas: '0x5208' }] })
    expect(hash).toMatch(/^0x/)
    expect(chain.callsTo('sendTransaction').at(-1)?.transaction).toEqual({ from: address, to: '0x000000000000000000000000000000000000dEaD', value: 10_000_000_000_000_000n, data: '0xabcd', gas: 21_000n })
    expect(events).toEqual(expect.arrayContaining(['SIGN_MESSAGE_SUCCESS', 'SEND_TRANSACTION_SUCCESS']))

    expect(await walletport.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })).toBeNull()
    expect(walletport.getNetwork().caipNetwork?.caipNetworkId).toBe('eip155:137')
    expect(await walletport.request({ method: 'eth_chainId' })).toBe('0x89')
  })

  it('errors: each refusal typed with its EIP-1193 code, the state untouched', async () => {
    const { walletport } = setup()
    const { address } = await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    const refusal = (request: Parameters<typeof walletport.request>[0]) => walletport.request(request).catch((error: unknown) => error)
    const unknownChain = await refusal({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x5' }] })
    expect(unknownChain).toBeInstanceOf(UnrecognizedChainError)
    expect(unknownChain).toMatchObject({ code: 4902 })
    expect(await refusal({ method: 'eth_getBalance', params: [address, 'latest'] })).toMatchObject({ code: 4200 })
    expect(await refusal({ method: 'eth_getBalance' })).toBeInstanceOf(UnsupportedProviderMethodError)
    // The fake wallet has no wallet RPC (EIP-5792): 4200 from the adapter.
    expect(await refusal({ method: 'wallet_getCapabilities', params: [address] })).toMatchObject({ code: 4200 })
    const bytes = await refusal({ method: 'personal_sign', params: ['0xff00fe', address] })
    expect(bytes).toBeInstanceOf(InvalidParamsRpcError)
    expect(bytes).toMatchObject({ code: -32602 })
    expect(await refusal({ method: 'eth_sendTransaction', params: [{ from: address, data: '0x60' }] })).toMatchObject({ code: -32602 })
    expect(walletport.getNetwork().caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(walletport.getAccount().status).toBe('connected')
  })

  it('behavior: the embedded wallet answers through its frame (personal_sign, eth_signTypedData_v4)', async () => {
    const frame = new FakeEmbeddedWalletFrame()
    const walletport = createWalletport(
      { networks: [mainnet], projectId: 'p1', features: { email: true } },
      { chainAdapters: [new FakeChainAdapter({ chainId: 1, knownChainIds: [1] })], embeddedWalletFrame: frame, storage: new InMemoryStorage(), clock: new ManualClock() },
    )
    await walletport.connectEmail({ email: 'visitor@example.com' })
    await walletport.connectEmailOtp({ otp: FAKE_OTP })
    await flushMicrotasks()
    const address = walletport.getAccount().address
    expect(await walletport.request({ method: 'eth_accounts' })).toEqual([address])
    const signature = await walletport.request({ method: 'personal_sign', params: [stringToHex('from the frame'), address] })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/i)
    const typedData = { domain: { name: 'walletport', chainId: 1 }, types: { Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail', message: { contents: 'hi' } }
    await walletport.request({ method: 'eth_signTypedData_v4', params: [address, JSON.stringify(typedData)] })
    const methods = (frame.requestsOf('RPC_REQUEST') as { method: string }[]).map((request) => request.method)
    expect(methods).toEqual(expect.arrayContaining(['personal_sign', 'eth_signTypedData_v4']))
  })
})
