/**
 * `walletport/walletconnect`: the WalletConnect connector (eip155) on @walletconnect/sign-client,
 * which is imported dynamically on the first pairing or session restore, never up front.
 */
export { WalletConnectChainAdapter, WALLET_CONNECT_CONNECTOR_ID } from './WalletConnectChainAdapter.js'
export type { WalletConnectChainAdapterOptions, SignClientModule } from './WalletConnectChainAdapterOptions.js'
export { PairingSource, type PairingState } from './PairingSource.js'
export { WalletConnectRelayError } from './WalletConnectRelayError.js'
export type { WalletConnectSession, SessionAccount } from './parseSession.js'
export { buildNamespaces, NAMESPACE_CAPABILITIES, type ProposalNamespace, type ProposalNamespaces } from './buildNamespaces.js'
