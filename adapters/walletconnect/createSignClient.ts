import type SignClientType from '@walletconnect/sign-client'
import { createDefaultStorage } from '../storage/createDefaultStorage.js'
import { StorageKeyValueStorage } from './StorageKeyValueStorage.js'
import type { SignClientModule, WalletConnectChainAdapterOptions } from './WalletConnectChainAdapterOptions.js'

/** A sign-client instance. */
export type SignClient = InstanceType<typeof SignClientType>

const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org'

const loadSignClientModule = async (): Promise<SignClientModule> => {
  const module = await import('@walletconnect/sign-client')
  return { SignClient: module.SignClient as unknown as SignClientModule['SignClient'] }
}

/**
 * Loads sign-client (a dynamic import unless `loadSignClient` is given) and starts a client on the
 * relay, with sessions kept in walletport's Storage and telemetry off. `settle` bounds the start
 * (the relay timeout).
 */
export async function createSignClient(options: WalletConnectChainAdapterOptions, settle: <T>(promise: Promise<T>) => Promise<T>): Promise<SignClient> {
  const { SignClient } = await (options.loadSignClient ?? loadSignClientModule)()
  const client = (await settle(
    SignClient.init({
      projectId: options.projectId ?? 'walletport',
      relayUrl: options.relayUrl ?? DEFAULT_RELAY_URL,
      ...(options.metadata ? { metadata: { ...options.metadata, icons: [...options.metadata.icons] } } : {}),
      storage: new StorageKeyValueStorage(options.storage ?? createDefaultStorage()),
      ...(options.storagePrefix ? { customStoragePrefix: options.storagePrefix } : {}),
      telemetryEnabled: false,
    }),
  )) as SignClient
  if (!(options.verify ?? options.relayUrl === undefined)) disableVerify(client)
  return client
}

/**
 * Turns off the Verify API attestation (an iframe to verify.walletconnect.org on every proposal).
 * sign-client has no option for it; its own test mode uses this flag. With a local relay the
 * attestation can only leak the page's origin to a third party and fail.
 */
function disableVerify(client: SignClient): void {
  const verify = client.core.verify as unknown as { isDevEnv?: boolean }
  verify.isDevEnv = true
}
