import { getConnection, sendTransaction, signMessage, switchChain, waitForTransactionReceipt } from '@wagmi/core'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { createWagmiBridge } from '../adapters/wagmi/index.js'
import { connectThroughWallet, createDapp, createWallet, FIRST, SECOND, useWalletConnectWorld } from './walletconnectSupport.js'

// walletport/wagmi over a WalletConnect connection: sign-client (dapp) and @reown/walletkit (wallet)
// through the local relay; wagmi's actions reach the wallet over the session.
const world = useWalletConnectWorld()

describe('walletport/wagmi over WalletConnect (local relay, walletkit, anvil)', () => {
  it('a WalletConnect session is wagmi\'s connection: sign (verified), send (mined), switch over the session', async () => {
    const dapp = createDapp(world)
    const config = createWagmiBridge({ walletport: dapp.walletport, storage: null })
    await connectThroughWallet(dapp, await createWallet(world))
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: FIRST.address, chainId: 31337 })

    const signature = await signMessage(config, { message: 'wagmi over WalletConnect' })
    expect(await verifyMessage({ address: FIRST.address, message: 'wagmi over WalletConnect', signature })).toBe(true)

    const hash = await sendTransaction(config, { to: SECOND.address, value: parseEther('0.001') })
    const receipt = await waitForTransactionReceipt(config, { hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(FIRST.address.toLowerCase())
    expect((await createPublicClient({ transport: http(world.chainA.directUrl) }).getTransaction({ hash })).value).toBe(parseEther('0.001'))

    await switchChain(config, { chainId: 31338 })
    expect(dapp.walletport.getNetwork().caipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(getConnection(config).chainId).toBe(31338)
  }, 30_000)
})
