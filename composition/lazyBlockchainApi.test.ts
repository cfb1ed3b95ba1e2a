import { describe, expect, it } from 'vitest'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../test-doubles/ManualClock.js'
import { blockchainApiHandlers } from '../test-doubles/msw/blockchainApiHandlers.js'
import { FIXTURE_ADDRESS } from '../test-doubles/msw/fixtures/blockchainAccount.js'
import { useMswServer } from '../tests/support/mswServer.js'
import { lazyBlockchainApi } from './lazyBlockchainApi.js'

const BASE_URL = 'https://local-api.test'
const { requests: seen } = useMswServer(...blockchainApiHandlers({ baseUrl: BASE_URL, projectIds: ['p1'] }))

describe('lazyBlockchainApi', () => {
  it('behavior: nothing is requested until the first call, which goes to the configured API', async () => {
    const api = lazyBlockchainApi({ baseUrl: BASE_URL, projectId: 'p1', clock: new ManualClock(), storage: new InMemoryStorage() })
    expect(seen).toHaveLength(0)

    const page = await api.getTransactionHistory({ account: FIXTURE_ADDRESS, chainId: 'eip155:1' })

    expect(page.data).toHaveLength(10)
    expect(seen.map((url) => url.pathname)).toEqual([`/v1/account/${FIXTURE_ADDRESS}/history`])
  })
})
