/** `walletport/testing/contracts`: the vitest contract suite of each port, to run against any adapter. */
export { describeBlockchainApiContract, type BlockchainApiHarness } from './describeBlockchainApiContract.js'
export { describeChainAdapterContract, type ChainAdapterHarness } from './describeChainAdapterContract.js'
export { describeClockContract, type ClockHarness } from './describeClockContract.js'
export {
  describeEmbeddedWalletFrameContract,
  type EmbeddedWalletFrameHarness,
} from './describeEmbeddedWalletFrameContract.js'
export { describeProjectConfigContract, type ProjectConfigHarness } from './describeProjectConfigContract.js'
export { describeStorageContract } from './describeStorageContract.js'
export { describeTelemetryContract, type TelemetryHarness } from './describeTelemetryContract.js'
export { describeWalletDirectoryContract, type WalletDirectoryHarness } from './describeWalletDirectoryContract.js'
