import { describe, expect, it, vi } from 'vitest'
import { BaseError } from '../../core/errors/BaseError.js'
import { isUserRejection } from '../../core/errors/walletErrors.js'
import type { Network } from '../../core/network/Network.js'
import type { ChainAdapter, ChainAdapterEvent, TransactionRequest } from '../../ports/ChainAdapter.js'

/** A chain adapter under test, wired to a wallet the test controls. */
export interface ChainAdapterHarness {
  /** Fresh for each test; the wallet behind it has NOT authorized the app yet. */
  readonly adapter: ChainAdapter
  /** A connector of `adapter` that reaches the wallet. */
  readonly connectorId: string
  /** The network the wallet is on at the start. */
  readonly network: Network
  /** Another network the wallet knows, for switching. */
  readonly otherNetwork: Network
  /** Optional: a network the wallet neither knows nor can add. */
  readonly unknownNetwork?: Network
  /**
   * Optional: a transaction of the adapter's namespace that `from` can send on `network`
   * (default: the eip155 form, a 0-value transfer to itself).
   */
  readonly transactionFrom?: (from: string) => TransactionRequest
  /** Optional: makes the wallet refuse its next prompt, as when the person clicks "Reject". */
  readonly rejectNextPrompt?: () => void | Promise<void>
  readonly teardown?: () => void | Promise<void>
}

/**
 * Registers the ChainAdapter port's contract: connect / reconnect / disconnect / accounts,
 * switching with its `chainChanged` event, balance, signing, sending, the optional fee
 * estimate and receipt wait, and unsubscribe.
 * @example describeChainAdapterContract('FakeChainAdapter', () => ({ adapter: new FakeChainAdapter(…), … }))
 */
export function describeChainAdapterContract(
  name: string,
  setup: () => ChainAdapterHarness | Promise<ChainAdapterHarness>,
): void {
  const run = (body: (harness: ChainAdapterHarness) => Promise<void>) => async () => {
    const harness = await setup()
    try {
      await body(harness)
    } finally {
      await harness.teardown?.()
    }
  }
  const connected = async ({ adapter, connectorId, network }: ChainAdapterHarness) =>
    adapter.connect({ connectorId, network })

  describe(`ChainAdapter contract: ${name}`, () => {
    it(
      'getConnectors: lists the connector, every connector of this namespace',
      run(async ({ adapter, connectorId }) => {
        const connectors = adapter.getConnectors()

        expect(connectors.map((connector) => connector.id)).toContain(connectorId)
        for (const connector of connectors) {
          expect(connector.chain).toBe(adapter.namespace)
          expect(typeof connector.name).toBe('string')
        }
      }),
    )

    it(
      'connect: resolves the accounts of this namespace and the chain the wallet is on',
      run(async (harness) => {
        const result = await connected(harness)

        expect(result.accounts.length).toBeGreaterThan(0)
        for (const account of result.accounts) {
          expect(account.namespace).toBe(harness.adapter.namespace)
          expect(account.address).toEqual(expect.any(String))
        }
        expect(String(result.chainId)).toBe(String(harness.network.id))
      }),
    )

    it(
      'connect: an unknown connector rejects with a typed error',
      run(async ({ adapter, network }) => {
        await expect(adapter.connect({ connectorId: 'no-such-connector', network })).rejects.toBeInstanceOf(BaseError)
      }),
    )

    it(
      'getAccounts: empty before connect, the connected accounts after',
      run(async (harness) => {
        const { adapter, connectorId } = harness
        await expect(adapter.getAccounts({ connectorId })).resolves.toEqual([])

        const { accounts } = await connected(harness)

        const addresses = (await adapter.getAccounts({ connectorId })).map((account) => account.address.toLowerCase())
        expect(addresses).toEqual(accounts.map((account) => account.address.toLowerCase()))
      }),
    )

    it(
      'reconnect: rejects when the wallet has not authorized the app',
      run(async ({ adapter, connectorId, network }) => {
        await expect(adapter.reconnect({ connectorId, network })).rejects.toBeInstanceOf(BaseError)
      }),
    )

    it(
      'reconnect: after a connect, restores the same accounts without a prompt',
      run(async (harness) => {
        const { adapter, connectorId, network } = harness
        const first = await connected(harness)

        const again = await adapter.reconnect({ connectorId, network })

        expect(again.accounts.map((account) => account.address.toLowerCase())).toEqual(
          first.accounts.map((account) => account.address.toLowerCase()),
        )
        expect(String(again.chainId)).toBe(String(first.chainId))
      }),
    )

    it(
      'disconnect: afterwards getAccounts is empty and reconnect rejects; a second disconnect resolves',
      run(async (harness) => {
        const { adapter, connectorId, network } = harness
        await connected(harness)

        await adapter.disconnect({ connectorId })

        await expect(adapter.getAccounts({ connectorId })).resolves.toEqual([])
        await expect(adapter.reconnect({ connectorId, network })).rejects.toBeInstanceOf(BaseError)
        await expect(adapter.disconnect({ connectorId })).resolves.toBeUndefined()
      }),
    )

    it(
      'switchNetwork: resolves and the wallet reports chainChanged to the new chain',
      run(async (harness) => {
        const { adapter, connectorId, otherNetwork } = harness
        await connected(harness)
        const events: ChainAdapterEvent[] = []
        const unsubscribe = adapter.on((event) => events.push(event))

        await adapter.switchNetwork({ connectorId, network: otherNetwork })

        await vi.waitFor(() =>
          expect(events).toContainEqual({ type: 'chainChanged', connectorId, chainId: otherNetwork.id }),
        )
        unsubscribe()
      }),
    )

    it(
      'on: after unsubscribe, the listener hears nothing more',
      run(async (harness) => {
        const { adapter, connectorId, network, otherNetwork } = harness
        await connected(harness)
        const kept: ChainAdapterEvent[] = []
        const dropped: ChainAdapterEvent[] = []
        const unsubscribeKept = adapter.on((event) => kept.push(event))
        const unsubscribe = adapter.on((event) => dropped.push(event))

        unsubscribe()
        await adapter.switchNetwork({ connectorId, network: otherNetwork })
        await adapter.switchNetwork({ connectorId, network })
        await vi.waitFor(() => expect(kept.filter((event) => event.type === 'chainChanged')).toHaveLength(2))

        expect(dropped).toEqual([])
        unsubscribeKept()
      }),
    )

    it(
      'switchNetwork: a network the wallet neither knows nor can add rejects with a typed error',
      run(async (harness) => {
        if (!harness.unknownNetwork) return
        await connected(harness)

        await expect(
          harness.adapter.switchNetwork({ connectorId: harness.connectorId, network: harness.unknownNetwork }),
        ).rejects.toBeInstanceOf(BaseError)
      }),
    )

    it(
      'getBalance: a bigint in the smallest unit with the network currency',
      run(async (harness) => {
        const { accounts } = await connected(harness)
        const address = accounts[0]?.address ?? ''

        const balance = await harness.adapter.getBalance({ address, network: harness.network })

        expect(typeof balance.value).toBe('bigint')
        expect(balance.value >= 0n).toBe(true)
        expect(balance.decimals).toBe(harness.network.nativeCurrency.decimals)
        expect(balance.symbol).toBe(harness.network.nativeCurrency.symbol)
      }),
    )

    it(
      'signMessage: a non-empty signature, the same for the same message, different for another',
      run(async (harness) => {
        const { adapter, connectorId } = harness
        const { accounts } = await connected(harness)
        const address = accounts[0]?.address ?? ''

        const first = await adapter.signMessage({ connectorId, address, message: 'Sign in to walletport' })
        const again = await adapter.signMessage({ connectorId, address, message: 'Sign in to walletport' })
        const other = await adapter.signMessage({ connectorId, address, message: 'Something else' })

        expect(first.length).toBeGreaterThan(0)
        expect(again).toBe(first)
        expect(other).not.toBe(first)
      }),
    )

    it(
      'sendTransaction: resolves the transaction id (eip155: a 32-byte 0x hash; solana: a base58 64-byte signature)',
      run(async (harness) => {
        const { adapter, connectorId, network } = harness
        const { accounts } = await connected(harness)
        const from = accounts[0]?.address ?? ''
        const transaction = harness.transactionFrom?.(from) ?? { from, to: from, value: 0n }

        const id = await adapter.sendTransaction({ connectorId, network, transaction })

        expect(id.length).toBeGreaterThan(0)
        if (adapter.namespace === 'eip155') expect(id).toMatch(/^0x[0-9a-f]{64}$/i)
        if (adapter.namespace === 'solana') expect(id).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
      }),
    )

    it(
      'estimateFee (optional): a bigint of 0 or more in the network currency',
      run(async (harness) => {
        const { adapter, network } = harness
        if (!adapter.estimateFee) return
        const { accounts } = await connected(harness)
        const from = accounts[0]?.address ?? ''

        const fee = await adapter.estimateFee({ network, transaction: harness.transactionFrom?.(from) ?? { from, to: from, value: 0n } })

        expect(typeof fee.value).toBe('bigint')
        expect(fee.value >= 0n).toBe(true)
        expect(fee).toMatchObject({ decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol })
      }),
    )

    it(
      'waitForTransaction (optional): a transaction the adapter sent ends in success',
      run(async (harness) => {
        const { adapter, connectorId, network } = harness
        if (!adapter.waitForTransaction) return
        const { accounts } = await connected(harness)
        const from = accounts[0]?.address ?? ''
        const hash = await adapter.sendTransaction({ connectorId, network, transaction: harness.transactionFrom?.(from) ?? { from, to: from, value: 0n } })

        await expect(adapter.waitForTransaction({ network, hash })).resolves.toEqual({ status: 'success' })
      }),
    )

    it(
      'behavior: the person rejects the prompt → a user-rejection error, still disconnected',
      run(async (harness) => {
        if (!harness.rejectNextPrompt) return
        const { adapter, connectorId, network } = harness
        await harness.rejectNextPrompt()

        const error: unknown = await adapter.connect({ connectorId, network }).catch((caught: unknown) => caught)

        expect(isUserRejection(error)).toBe(true)
        await expect(adapter.getAccounts({ connectorId })).resolves.toEqual([])
      }),
    )
  })
}
