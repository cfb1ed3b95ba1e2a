import { describeBlockchainApiContract } from '../../../test-doubles/contracts/describeBlockchainApiContract.js'
import { InMemoryStorage } from '../../../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../../../test-doubles/ManualClock.js'
import { FIXTURE_ADDRESS, FIXTURE_CHAINS, FIXTURE_NAME } from '../../../test-doubles/msw/fixtures/blockchainAccount.js'
import { blockchainApiHandlers } from '../../../test-doubles/msw/blockchainApiHandlers.js'
import { useMswServer } from '../../../tests/support/mswServer.js'
import { OfetchBlockchainApi } from './OfetchBlockchainApi.js'

// The real adapter over HTTP against the msw fakes: the same contract InMemoryBlockchainApi keeps.
const BASE_URL = 'https://blockchain-api.test'
const { server } = useMswServer()

describeBlockchainApiContract('OfetchBlockchainApi over the msw fakes', () => {
  server.resetHandlers(...blockchainApiHandlers({ baseUrl: BASE_URL }))
  return {
    api: new OfetchBlockchainApi({ baseUrl: BASE_URL, projectId: 'p1', clock: new ManualClock(), storage: new InMemoryStorage() }),
    account: { address: FIXTURE_ADDRESS, caipNetworkId: FIXTURE_CHAINS.ethereum },
    registeredName: FIXTURE_NAME,
  }
})
