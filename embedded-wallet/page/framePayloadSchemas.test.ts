import { describe, expect, it } from 'vitest'
import { emailPayload, getUserPayload, isConnectedPayload, otpPayload, rpcRequestPayload, switchNetworkPayload, themePayload } from './framePayloadSchemas.js'

describe('framePayloadSchemas', () => {
  it.each([
    ['email', emailPayload, { email: 'ada@example.com' }, true],
    ['email: not one', emailPayload, { email: 'ada' }, false],
    ['email: missing', emailPayload, undefined, false],
    ['otp', otpPayload, { otp: '012345' }, true],
    ['otp: 5 digits', otpPayload, { otp: '12345' }, false],
    ['otp: a number', otpPayload, { otp: 123456 }, false],
    ['IS_CONNECTED: none', isConnectedPayload, undefined, true],
    ['IS_CONNECTED: handle', isConnectedPayload, { sessionHandle: 'h' }, true],
    ['IS_CONNECTED: huge handle', isConnectedPayload, { sessionHandle: 'h'.repeat(513) }, false],
    ['GET_USER', getUserPayload, { chainId: 1 }, true],
    ['GET_USER: fractional chain', getUserPayload, { chainId: 1.5 }, false],
    ['GET_USER: solana', getUserPayload, { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }, true],
    ['GET_USER: solana, 31 characters', getUserPayload, { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvd' }, false],
    ['GET_USER: solana, not base58', getUserPayload, { chainId: 'solana:0eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }, false],
    ['GET_USER: a numeric string', getUserPayload, { chainId: '1' }, false],
    ['GET_USER: another namespace', getUserPayload, { chainId: 'eip155:1' }, false],
    ['SWITCH_NETWORK', switchNetworkPayload, { chainId: 10, rpcUrl: 'https://mainnet.optimism.io' }, true],
    ['SWITCH_NETWORK: solana', switchNetworkPayload, { chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', rpcUrl: 'https://api.devnet.solana.com' }, true],
    ['SWITCH_NETWORK: javascript: URL', switchNetworkPayload, { chainId: 10, rpcUrl: 'javascript:alert(1)' }, false],
    ['RPC_REQUEST', rpcRequestPayload, { method: 'eth_chainId', chainId: 1, rpcUrl: 'http://127.0.0.1:8545' }, true],
    ['RPC_REQUEST: solana', rpcRequestPayload, { method: 'solana_signMessage', params: [{ message: '8wR', pubkey: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' }], chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', rpcUrl: 'http://127.0.0.1:8899' }, true],
    ['RPC_REQUEST: solana, trailing text', rpcRequestPayload, { method: 'solana_signMessage', chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpX', rpcUrl: 'http://127.0.0.1:8899' }, false],
    ['RPC_REQUEST: params not an array', rpcRequestPayload, { method: 'eth_call', params: {}, chainId: 1, rpcUrl: 'http://127.0.0.1:8545' }, false],
    ['SYNC_THEME', themePayload, { themeMode: 'dark', themeVariables: { '--wp-accent': '#000', '--wp-radius': 4 } }, true],
    ['SYNC_THEME: unknown mode', themePayload, { themeMode: 'blue' }, false],
  ] as const)('%s', (_name, schema, payload, valid) => {
    expect(schema.safeParse(payload).success).toBe(valid)
  })
})
