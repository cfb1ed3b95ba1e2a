import { describe, expect, it } from 'vitest'
import { applyWalletConnection } from '../connection/applyWalletConnection.js'
import type { RecentWallet } from '../connectors/Wallet.js'
import type { CoreContext } from '../CoreContext.js'
import { SiwxError } from './SiwxError.js'
import { BufferedLogger } from '../logging/BufferedLogger.js'
import { ModalController } from '../modal/ModalController.js'
import type { SiwxConfig } from './Siwx.js'
import { mainnet } from '../network/presets.js'
import { parseOptions } from '../options/parseOptions.js'
import { Router } from '../modal/Router.js'
import { Store } from '../state/Store.js'
import { TtlCache } from '../state/TtlCache.js'
import { createWalletState, type WalletState } from '../state/WalletState.js'
import { FakeChainAdapter } from '../../test-doubles/FakeChainAdapter.js'
import { InMemoryStorage } from '../../test-doubles/InMemoryStorage.js'
import { ManualClock } from '../../test-doubles/ManualClock.js'
import { signIn } from './signIn.js'
import type { SiwxContext } from './SiwxContext.js'
import { createSiwxState } from './SiwxState.js'

const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const siwx = { createMessage: () => Promise.reject(new Error('not reached')) } as unknown as SiwxConfig

function contextWith(state: WalletState, options: { readonly siwx?: SiwxConfig; readonly adapters?: boolean } = {}): SiwxContext {
  const clock = new ManualClock()
  const core: CoreContext = {
    options: parseOptions({ networks: [mainnet] }),
    state: new Store(state),
    recent: new Store<readonly RecentWallet[]>([]),
    adapters: new Map(options.adapters === false ? [] : [['eip155', new FakeChainAdapter()]]),
    storage: new InMemoryStorage(),
    clock,
    logger: new BufferedLogger({ clock, level: 'silent' }),
    cache: new TtlCache(clock),
    emit: () => undefined,
  }
  const modal = new ModalController({ router: new Router(), clock, canClose: () => true, isConnected: () => true })
  return { core, siwx: 'siwx' in options ? options.siwx : siwx, state: new Store(createSiwxState({ enabled: true, required: false })), modal }
}

const disconnected = createWalletState([mainnet], mainnet)
const connected = applyWalletConnection(disconnected, {
  namespace: 'eip155',
  connectorId: 'fake-wallet',
  accounts: [{ namespace: 'eip155', address: ADDRESS, type: 'eoa' }],
  network: mainnet,
})

describe('signIn preconditions (exact texts)', () => {
  it.each([
    ['SIWX is not enabled', contextWith(connected, { siwx: undefined })],
    ['No ActiveCaipAddress found', contextWith(disconnected)],
    ['No ActiveCaipNetwork or client found', contextWith(connected, { adapters: false })],
    ['No ConnectionController client found', contextWith({ ...connected, connections: [] })],
  ])('%s', async (text, context) => {
    const attempt = signIn(context)

    await expect(attempt).rejects.toBeInstanceOf(SiwxError)
    await expect(attempt).rejects.toMatchObject({ shortMessage: text })
  })
})
