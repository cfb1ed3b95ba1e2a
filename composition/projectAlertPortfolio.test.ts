import { describe, expect, it } from 'vitest'
import { BufferedLogger } from '../core/logging/BufferedLogger.js'
import { sepolia } from '../core/network/presets.js'
import type { RemoteConfigState } from '../core/projectConfig/RemoteConfig.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../test-doubles/ManualClock.js'
import { blockchainApiHandlers } from '../test-doubles/msw/blockchainApiHandlers.js'
import { useMswServer } from '../tests/support/mswServer.js'
import { createWalletport } from './createWalletport.js'

// The Tokens and Activity loads, headless (no modal): the default Blockchain API adapter against
// msw's fake of the service, which knows one project; the instance is created with another id.
// A testnet, so the connect's identity sync raises nothing: what is raised comes from the loads.
const { requests } = useMswServer(...blockchainApiHandlers({ projectIds: ['known-project'] }))
const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'

async function connected(projectId = 'typo-project') {
  const clock = new ManualClock()
  const logger = new BufferedLogger({ clock, level: 'debug' })
  const chain = new FakeChainAdapter({ chainId: sepolia.id as number, knownChainIds: [sepolia.id as number] }).setBalance(ADDRESS, sepolia, 10n ** 18n)
  const walletport = createWalletport({ networks: [sepolia], projectId, features: { analytics: false } }, { chainAdapters: [chain], storage: new InMemoryStorage(), clock, logger })
  const alerts: RemoteConfigState['alert'][] = []
  walletport.watchRemoteConfig((state) => alerts.push(state.alert))
  await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
  const errorLines = () => logger.entries().filter((entry) => entry.level === 'error').map((entry) => entry.message)
  return { walletport, alerts, errorLines }
}

describe('project alerts from the Tokens and Activity loads (headless)', () => {
  it('behavior: loadTokens refused for the project raises Invalid Project ID on the instance (and keeps tokens.alert); loadActivity then raises it no more', async () => {
    const { walletport, alerts, errorLines } = await connected()
    expect(alerts).toEqual([undefined])

    await walletport.loadTokens({ force: true })

    expect(walletport.getAccountData().tokens).toMatchObject({ status: 'unavailable', alert: 'APKT007' })
    expect(alerts).toEqual([undefined, 'APKT007'])
    await walletport.loadActivity({ force: true })
    expect(requests.map((url) => url.pathname)).toContain(`/v1/account/${ADDRESS}/history`)
    expect(walletport.getAccountData().activity).toMatchObject({ status: 'failed', alert: 'APKT007' })
    expect(alerts).toEqual([undefined, 'APKT007'])
    expect(errorLines()).toEqual([expect.stringMatching(/^walletport: Invalid Project ID\. /)])
    walletport.destroy()
  })

  it('behavior: loadActivity alone raises it too', async () => {
    const { walletport, alerts, errorLines } = await connected()

    await walletport.loadActivity()

    expect(walletport.getAccountData().activity).toMatchObject({ status: 'failed', alert: 'APKT007' })
    expect(alerts).toEqual([undefined, 'APKT007'])
    expect(errorLines()).toHaveLength(1)
    walletport.destroy()
  })

  it('boundary: a known project: no alert on the loads, nothing raised', async () => {
    const { walletport, alerts, errorLines } = await connected('known-project')

    await walletport.loadTokens()
    await walletport.loadActivity()

    // Sepolia is not a network the fake API serves balances on: 'unavailable', but no project alert.
    expect(walletport.getAccountData().tokens.alert).toBeUndefined()
    expect(walletport.getAccountData().activity.status).toBe('ready')
    expect(alerts).toEqual([undefined])
    expect(errorLines()).toEqual([])
    walletport.destroy()
  })
})
