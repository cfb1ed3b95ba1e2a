import { describe, expect, it, vi } from 'vitest'
import type { Balance } from '../core/account/Balance.js'
import { BufferedLogger } from '../core/logging/BufferedLogger.js'
import { mainnet, sepolia } from '../core/network/presets.js'
import type { RemoteConfigState } from '../core/projectConfig/RemoteConfig.js'
import { SendFormError } from '../core/send/sendErrors.js'
import { FAKE_CONNECTOR_ID, FakeChainAdapter } from '../test-doubles/FakeChainAdapter.js'
import { InMemoryStorage } from '../test-doubles/InMemoryStorage.js'
import { ManualClock, flushMicrotasks } from '../test-doubles/ManualClock.js'
import { blockchainApiHandlers } from '../test-doubles/msw/blockchainApiHandlers.js'
import { useMswServer } from '../tests/support/mswServer.js'
import { createWalletport } from './createWalletport.js'

// Headless (no modal, no React): the default Blockchain API adapter against msw's fake of the
// service, which knows one project; the instance is created with another id.
const { requests } = useMswServer(...blockchainApiHandlers({ projectIds: ['known-project'] }))
const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'

function setup(network = mainnet) {
  const clock = new ManualClock()
  const logger = new BufferedLogger({ clock, level: 'debug' })
  const chain = new FakeChainAdapter({ chainId: network.id as number, knownChainIds: [network.id as number] }).setBalance(ADDRESS, network, 10n ** 18n)
  const walletport = createWalletport({ networks: [network], projectId: 'typo-project', features: { analytics: false } }, { chainAdapters: [chain], storage: new InMemoryStorage(), clock, logger })
  const alerts: RemoteConfigState['alert'][] = []
  walletport.watchRemoteConfig((state) => alerts.push(state.alert))
  const errorLines = () => logger.entries().filter((entry) => entry.level === 'error').map((entry) => entry.message)
  return { walletport, alerts, errorLines }
}

describe('project alerts from calls outside the modal (headless)', () => {
  it('behavior: the identity sync at connect: watchRemoteConfig gets Invalid Project ID once; a second connect raises it no more', async () => {
    const { walletport, alerts, errorLines } = setup()
    const asked = (path: string) => requests.filter((url) => url.pathname === path).length

    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    await vi.waitFor(() => expect(alerts).toEqual([undefined, 'APKT007']), { timeout: 10_000 })
    await walletport.disconnect()
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    // The second sync's two refusals (identity, then the reverse lookup) have been answered and handled.
    await vi.waitFor(() => expect(asked(`/v1/profile/reverse/${ADDRESS}`)).toBe(2), { timeout: 10_000 })
    await new Promise((resolve) => setTimeout(resolve, 50))

    expect(asked(`/v1/identity/${ADDRESS}`)).toBe(2)
    expect(alerts).toEqual([undefined, 'APKT007'])
    expect(errorLines()).toEqual([expect.stringMatching(/^walletport: Invalid Project ID\. /)])
    walletport.destroy()
  })

  it('behavior: a headless send to a name the API refuses to look up raises it too (and the receiver is unresolved)', async () => {
    const { walletport, alerts } = setup(sepolia)
    await walletport.connect({ connectorId: FAKE_CONNECTOR_ID })
    await flushMicrotasks()
    await new Promise((resolve) => setTimeout(resolve, 50))
    // A testnet: no identity sync, so nothing was raised at connect.
    expect(alerts).toEqual([undefined])
    const eth: Balance = { name: 'Sepolia Ether', symbol: 'ETH', chainId: sepolia.caipNetworkId, price: 0, iconUrl: '', quantity: { decimals: '18', numeric: '1' } }

    const error = await walletport.prepareSend({ token: eth, amount: '0.1', to: 'alice.reown.id' }).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(SendFormError)
    expect((error as SendFormError).problems).toEqual(['RECEIVER_NAME_UNRESOLVED'])
    expect(requests.map((url) => url.pathname)).toContain('/v1/profile/account/alice.reown.id')
    expect(alerts).toEqual([undefined, 'APKT007'])
    walletport.destroy()
  })
})
