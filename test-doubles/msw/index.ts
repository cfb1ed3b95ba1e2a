/**
 * `walletport/testing/msw`: msw handlers that play the provider's services with their real
 * wire shapes, and their fixtures. msw is an optional peer dependency.
 */
export {
  BLOCKCHAIN_API_PATHS,
  blockchainApiHandlers,
  type BlockchainApiHandlersOptions,
} from './blockchainApiHandlers.js'
export {
  blockchainApiFailure,
  malformedBlockchainApiBody,
  unreachableBlockchainApi,
  type BlockchainApiFailureTarget,
} from './blockchainApiFailures.js'
export * from './fixtures/blockchainAccount.js'
export { fixtureBlockchainApi } from './fixtures/blockchainFixtureApi.js'
export { DIRECTORY_IMAGE_COLOURS, DIRECTORY_WALLETS, manyWallets } from './directoryFixtures.js'
export { directoryFailure, directoryHandlers, type DirectoryFailure, type DirectoryHandlersOptions } from './directoryHandlers.js'
export { directoryImageSvg } from './directoryImage.js'
export { PROJECT_ALLOWED_ORIGINS, PROJECT_FEATURES, PROJECT_REMOTE_FEATURES, type ProjectFeatureEntry } from './configFixtures.js'
export { configFailure, configHandlers, PROJECT_CONFIG_PATHS, type ConfigHandlersOptions } from './configHandlers.js'
