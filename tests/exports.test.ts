import { describe, expect, it } from 'vitest'
import * as evm from '../adapters/evm/index.js'
import * as main from '../composition/index.js'
import * as siwxServer from '../adapters/siwx/server/index.js'
import * as react from '../ui-react/index.js'
import * as walletconnect from '../adapters/walletconnect/index.js'
import * as relay from '../test-doubles/relay/index.js'
import * as solana from '../adapters/solana/index.js'
import * as wagmi from '../adapters/wagmi/index.js'
import * as localSolana from '../test-doubles/localSolana/index.js'

// Public API changes must be deliberate: each entry's export list is pinned.
// (walletport/networks and walletport/testing pin theirs beside their code.)
describe('public entries', () => {
  it('walletport', () => {
    expect(Object.keys(main).sort()).toMatchSnapshot()
  })

  it('walletport/evm', () => {
    expect(Object.keys(evm).sort()).toEqual(['ConnectorNotFoundError', 'MissingRpcUrlError', 'ViemChainAdapter', 'preloadViemChainAdapter'])
  })

  it('walletport/walletconnect', () => {
    expect(Object.keys(walletconnect).sort()).toEqual(['NAMESPACE_CAPABILITIES', 'PairingSource', 'WALLET_CONNECT_CONNECTOR_ID', 'WalletConnectChainAdapter', 'WalletConnectRelayError', 'buildNamespaces'])
  })

  it('walletport/solana', () => {
    expect(Object.keys(solana).sort()).toEqual([
      'ConnectorNotFoundError',
      'InsufficientSolError',
      'InvalidMintError',
      'InvalidSolanaRpcResponseError',
      'InvalidSolanaSignatureError',
      'MissingSolanaRpcUrlError',
      'RentExemptionError',
      'SolanaChainAdapter',
      'SolanaTransactionError',
      'TransactionNotConfirmedError',
      'solanaSignatureBytes',
    ])
  })

  it('walletport/wagmi', () => {
    expect(Object.keys(wagmi).sort()).toEqual(['WALLETPORT_CONNECTOR_ID', 'createWagmiBridge', 'walletportConnector'])
  })

  it('walletport/testing/relay', () => {
    expect(Object.keys(relay).sort()).toEqual(['startLocalRelay'])
  })

  it('walletport/testing/solana', () => {
    expect(Object.keys(localSolana).sort()).toEqual(['LOCAL_SOLANA_GENESIS_HASH', 'localSolanaNetwork', 'startLocalSolana'])
  })

  it('walletport/siwx/server', () => {
    expect(Object.keys(siwxServer).sort()).toEqual([
      'MemoryNonceStore',
      'MemorySessionStore',
      'NobleSolanaSiwxVerifier',
      'RedisNonceStore',
      'RedisSessionStore',
      'SIWX_REFUSAL_REASONS',
      'SIWX_SERVER_NONCE_TTL_MS',
      'SIWX_SERVER_SESSION_TTL_MS',
      'SiwxFieldError',
      'SiwxStoreUnavailableError',
      'SiwxStoreValueError',
      'SiwxVerificationError',
      'ViemSiwxVerifier',
      'createSiwxMessage',
      'createSiwxServer',
      'generateNonce',
      'parseSiwxMessage',
      'verifySiwxMessage',
    ])
  })

  it('walletport/react', () => {
    expect(Object.keys(react).sort()).toMatchSnapshot()
  })

  it('package.json exports match the built entries', async () => {
    const { default: pkg } = await import('../package.json', { with: { type: 'json' } })
    expect(Object.keys(pkg.exports)).toEqual(['.', './networks', './testing', './testing/contracts', './testing/relay', './testing/solana', './testing/msw', './evm', './walletconnect', './solana', './wagmi', './siwx/server', './react', './package.json'])
    expect(pkg.sideEffects).toBe(false)
    expect(pkg.type).toBe('module')
    expect(pkg.license).toBe('MIT')
  })
})
