/**
 * `walletport/testing/msw`: msw handlers that play the provider's services with their real
 * wire shapes (REFERENCE.md), and their fixtures. msw is an optional peer dependency.
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
