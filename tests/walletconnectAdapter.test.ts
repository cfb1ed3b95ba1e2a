import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { filter, firstValueFrom } from 'rxjs'
import { describe, expect, it, vi } from 'vitest'
import type { SignClientModule } from '../adapters/walletconnect/WalletConnectChainAdapterOptions.js'
import { UserRejectedRequestError, WalletConnectUserRejectedError } from '../core/errors/walletErrors.js'
import { isUserRejection } from '../core/index.js'
import { connectThroughWallet, createDapp, createWallet, FIRST, nextPairingUri, SECOND, useWalletConnectWorld } from './walletconnectSupport.js'

// WalletConnect end to end on real parts: sign-client (dapp) and @reown/walletkit (wallet)
// through the local relay, the wallet signing with anvil's first key, transactions mined on anvil.
const world = useWalletConnectWorld()

describe('WalletConnect: dapp ⇄ relay ⇄ walletkit', () => {
  it('lazy: sign-client is imported on the first connect, not when the instance starts or lists connectors', async () => {
    const load = vi.fn(async (): Promise<SignClientModule> => ({ SignClient: (await import('@walletconnect/sign-client')).SignClient as unknown as SignClientModule['SignClient'] }))
    const dapp = createDapp(world, { loadSignClient: load })
    await dapp.walletport.ready
    expect(dapp.walletport.getState().connections).toEqual([])
    expect(dapp.adapter.getConnectors().map((connector) => [connector.id, connector.type])).toEqual([['walletConnect', 'WALLET_CONNECT']])
    expect(load).not.toHaveBeenCalled()
    await connectThroughWallet(dapp, await createWallet(world))
    expect(load).toHaveBeenCalledTimes(1)
  })


  it('pair + approve: the session accounts become the account state, on the chain asked for', async () => {
    const dapp = createDapp(world)
    const wallet = await createWallet(world)
    const session = await connectThroughWallet(dapp, wallet)
    expect(session.namespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    const account = dapp.walletport.getAccount()
    expect(account.status).toBe('connected')
    expect(account.caipAddress).toBe(`eip155:31337:${FIRST.address}`)
    expect(dapp.walletport.getState().connections).toEqual([expect.objectContaining({ connectorId: 'walletConnect', namespace: 'eip155' })])
    expect(dapp.adapter.pairing.getSnapshot()).toEqual({ status: 'idle' })
  })

  it('personal_sign over the session, verified', async () => {
    const dapp = createDapp(world)
    await connectThroughWallet(dapp, await createWallet(world))
    const signature = await dapp.walletport.signMessage({ message: 'walletport over WalletConnect' })
    expect(await verifyMessage({ address: FIRST.address, message: 'walletport over WalletConnect', signature: signature as `0x${string}` })).toBe(true)
  })

  it('eth_sendTransaction: the wallet signs and sends, mined on anvil', async () => {
    const dapp = createDapp(world)
    await connectThroughWallet(dapp, await createWallet(world))
    const hash = await dapp.walletport.sendTransaction({ to: SECOND.address, value: parseEther('0.001') })
    const client = createPublicClient({ transport: http(world.chainA.directUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash: hash as `0x${string}`, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(FIRST.address.toLowerCase())
    expect(receipt.to?.toLowerCase()).toBe(SECOND.address.toLowerCase())
  })

  it('chain switch over the session when the wallet approved the chain', async () => {
    const dapp = createDapp(world)
    const wallet = await createWallet(world)
    await connectThroughWallet(dapp, wallet)
    await dapp.walletport.switchNetwork(world.networkB)
    expect(dapp.walletport.getNetwork().caipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(wallet.answered.map((each) => each.method)).toEqual(['wallet_switchEthereumChain'])
    // Requests now go to the new chain: the transaction lands on anvil B.
    const hash = await dapp.walletport.sendTransaction({ to: SECOND.address, value: 1n })
    const receipt = await createPublicClient({ transport: http(world.chainB.directUrl) }).waitForTransactionReceipt({ hash: hash as `0x${string}`, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
  })

  it('a chain the wallet did not approve is set without asking the wallet, the account synced', async () => {
    const dapp = createDapp(world)
    const wallet = await createWallet(world, [31337])
    await connectThroughWallet(dapp, wallet)
    await dapp.walletport.switchNetwork(world.networkB)
    expect(dapp.walletport.getNetwork().caipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(dapp.walletport.getAccount().caipAddress).toBe(`eip155:31338:${FIRST.address}`)
    expect(wallet.answered).toEqual([])
  })

  it('session_update: a chain the wallet adds later is then switched over the session', async () => {
    const dapp = createDapp(world)
    const wallet = await createWallet(world, [31337])
    const session = await connectThroughWallet(dapp, wallet, [31337])
    expect(dapp.adapter.getSession()?.namespaces.eip155?.chains).toEqual(['eip155:31337'])
    await wallet.addChains(session.topic, [31338])
    await expect.poll(() => dapp.adapter.getSession()?.namespaces.eip155?.chains, { interval: 20 }).toEqual(['eip155:31337', 'eip155:31338'])
    await dapp.walletport.switchNetwork(world.networkB)
    expect(dapp.walletport.getNetwork().caipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(wallet.answered.map((each) => each.method)).toEqual(['wallet_switchEthereumChain'])
  })

  it('the wallet switching on its own (chainChanged) moves the dapp', async () => {
    const dapp = createDapp(world)
    const wallet = await createWallet(world)
    const session = await connectThroughWallet(dapp, wallet)
    const moved = firstValueFrom(dapp.walletport.network$.pipe(filter((network) => network.caipNetwork?.caipNetworkId === 'eip155:31338')))
    await wallet.emitChainChanged(session.topic, 31338)
    await moved
  })

  it('a wallet-initiated disconnect disconnects the dapp', async () => {
    const dapp = createDapp(world)
    const wallet = await createWallet(world)
    const session = await connectThroughWallet(dapp, wallet)
    const gone = firstValueFrom(dapp.walletport.account$.pipe(filter((account) => account.status === 'disconnected')))
    await wallet.disconnect(session.topic)
    await gone
    expect(dapp.walletport.getState().connections).toEqual([])
  })

  it('disconnect from the dapp ends the session on both sides', async () => {
    const dapp = createDapp(world)
    const wallet = await createWallet(world)
    const session = await connectThroughWallet(dapp, wallet)
    expect(wallet.sessions().map((each) => each.topic)).toEqual([session.topic])
    await dapp.walletport.disconnect()
    expect(dapp.walletport.getAccount().status).toBe('disconnected')
    await expect.poll(() => wallet.sessions().length, { interval: 20 }).toBe(0)
  })

  it('a proposal the wallet rejects: typed rejection, nothing connected, a retry pairs again', async () => {
    const dapp = createDapp(world)
    const wallet = await createWallet(world)
    const connecting = dapp.walletport.connect({ connectorId: 'walletConnect' })
    const uri = await nextPairingUri(dapp.adapter)
    const proposal = wallet.nextProposal()
    await wallet.pair(uri)
    await wallet.reject((await proposal).id)
    const error = await connecting.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(WalletConnectUserRejectedError)
    expect(isUserRejection(error)).toBe(true)
    expect(dapp.walletport.getAccount().status).toBe('disconnected')
    await connectThroughWallet(dapp, wallet)
    expect(dapp.walletport.getAccount().status).toBe('connected')
  })

  it('the wallet answers a request with an error: typed error, the session and state stay', async () => {
    const dapp = createDapp(world)
    const wallet = await createWallet(world)
    await connectThroughWallet(dapp, wallet)
    const before = dapp.walletport.getState()
    wallet.failNextRequest({ code: 4001, message: 'User rejected the request.' })
    await expect(dapp.walletport.signMessage({ message: 'no' })).rejects.toBeInstanceOf(UserRejectedRequestError)
    wallet.failNextRequest({ code: 5001, message: 'could not send' })
    await expect(dapp.walletport.sendTransaction({ to: SECOND.address, value: 1n })).rejects.toMatchObject({ name: 'WalletConnectSendTransactionError', code: 5001 })
    expect(dapp.walletport.getState().connections).toEqual(before.connections)
    expect(dapp.walletport.getAccount().status).toBe('connected')
    expect(await dapp.walletport.signMessage({ message: 'yes' })).toMatch(/^0x/)
  })

  it('a dapp restart restores the session from storage, with no new pairing', async () => {
    const first = createDapp(world, { storagePrefix: 'restart' })
    const wallet = await createWallet(world)
    const session = await connectThroughWallet(first, wallet)
    await first.adapter.destroy()

    const second = createDapp(world, { storage: first.storage, storagePrefix: 'restart' })
    await second.walletport.ready
    expect(second.walletport.getAccount().caipAddress).toBe(`eip155:31337:${FIRST.address}`)
    expect(second.adapter.pairing.getSnapshot()).toEqual({ status: 'idle' })
    expect(wallet.sessions().map((each) => each.topic)).toEqual([session.topic])
    const signature = await second.walletport.signMessage({ message: 'after reload' })
    expect(await verifyMessage({ address: FIRST.address, message: 'after reload', signature: signature as `0x${string}` })).toBe(true)
  })
})
