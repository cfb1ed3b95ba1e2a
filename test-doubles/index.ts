/**
 * `walletport/testing`: working in-memory doubles of every port, a real EIP-1193 wallet
 * (`Eip1193TestWallet`, viem local accounts) and a real Wallet Standard Solana wallet
 * (`WalletStandardTestWallet`, ed25519 keys) for integration tests. The contract suites are
 * the separate entry `walletport/testing/contracts` (they import vitest).
 */
export {
  Eip1193TestWallet,
  type Eip1193TestWalletOptions,
  type TestWalletAnnounceTarget,
  type TestWalletAsset,
  type TestWalletAssets,
  type TestWalletAtomicBatching,
  type TestWalletChain,
  type TestWalletEvent,
  type TestWalletInfo,
  type TestWalletListener,
  type TestWalletRequest,
  type TestWalletTrackedToken,
} from './Eip1193TestWallet.js'
export { BATCH_EXECUTOR_ADDRESS, deployBatchExecutor } from './testWallet/batchExecutor/deployBatchExecutor.js'
export {
  FAKE_CONNECTOR_ID,
  FakeChainAdapter,
  type FakeChainAdapterCall,
  type FakeChainAdapterMethod,
  type FakeChainAdapterOptions,
  type HeldCall,
  type SentTransaction,
  type SignInAnswer,
} from './FakeChainAdapter.js'
export {
  FAKE_EMBEDDED_USER,
  FAKE_OTP,
  FakeEmbeddedWalletFrame,
  type FakeEmbeddedWalletFrameOptions,
  type FrameRequestHandler,
  type HeldReply,
} from './FakeEmbeddedWalletFrame.js'
export {
  InMemoryBlockchainApi,
  type BlockchainApiCall,
  type BlockchainApiMethod,
  type BlockchainApiSeed,
  type InMemoryBlockchainApiOptions,
} from './InMemoryBlockchainApi.js'
export { InMemoryProjectConfig, type ProjectConfigMethod } from './InMemoryProjectConfig.js'
export { InMemoryStorage, type StorageOperation } from './InMemoryStorage.js'
export { InMemoryWalletDirectory, type WalletDirectoryCall, type WalletDirectoryMethod } from './InMemoryWalletDirectory.js'
export { InMemoryWebStorage } from './InMemoryWebStorage.js'
export { DEFAULT_MICROTASK_TURNS, MANUAL_CLOCK_START, ManualClock, flushMicrotasks } from './ManualClock.js'
export { RecordingTelemetry } from './RecordingTelemetry.js'
export {
  WalletStandardError,
  WalletStandardTestWallet,
  type WalletStandardChange,
  type WalletStandardRegistryTarget,
  type WalletStandardTestWalletMethod,
  type WalletStandardTestWalletOptions,
  type WalletStandardTestWalletRequest,
} from './solana/WalletStandardTestWallet.js'
