import { describe, expect, it } from 'vitest'
import { BaseError } from '../../core/errors/BaseError.js'
import type { Wallet } from '../../core/connectors/Wallet.js'
import type { WalletDirectory } from '../../ports/WalletDirectory.js'
import { isAbortError } from '../../core/errors/AbortedError.js'

/** A WalletDirectory under test and the listing it serves. */
export interface WalletDirectoryHarness {
  readonly directory: WalletDirectory
  /**
   * Every wallet the directory lists when unfiltered (at least 5). The first must have an
   * `image_id` and list at least one chain; at least one wallet must lack that chain.
   */
  readonly wallets: readonly Wallet[]
  readonly teardown?: () => void | Promise<void>
}

/**
 * Registers the WalletDirectory port's contract: 1-based paging with a total `count`, search,
 * include / exclude / chains filters, images, and abort.
 * @example describeWalletDirectoryContract('InMemoryWalletDirectory', () => ({ directory, wallets }))
 */
export function describeWalletDirectoryContract(
  name: string,
  setup: () => WalletDirectoryHarness | Promise<WalletDirectoryHarness>,
): void {
  const run = (body: (harness: WalletDirectoryHarness) => Promise<void>) => async () => {
    const harness = await setup()
    try {
      await body(harness)
    } finally {
      await harness.teardown?.()
    }
  }
  const ids = (wallets: readonly Wallet[]): string[] => wallets.map((wallet) => wallet.id)

  describe(`WalletDirectory contract: ${name}`, () => {
    it(
      'getWallets: page 1 is the first `entries` wallets; count is the total',
      run(async ({ directory, wallets }) => {
        const page = await directory.getWallets({ page: 1, entries: 2 })

        expect(page.count).toBe(wallets.length)
        expect(ids(page.data)).toEqual(ids(wallets.slice(0, 2)))
      }),
    )

    it(
      'getWallets: walking every page yields each wallet exactly once',
      run(async ({ directory, wallets }) => {
        const seen: string[] = []
        for (let page = 1; page <= Math.ceil(wallets.length / 2); page += 1) {
          const result = await directory.getWallets({ page, entries: 2 })
          expect(result.count).toBe(wallets.length)
          seen.push(...ids(result.data))
        }

        expect(seen).toEqual(ids(wallets))
      }),
    )

    it(
      'getWallets: a page past the end is empty, with the same count',
      run(async ({ directory, wallets }) => {
        const page = await directory.getWallets({ page: wallets.length + 1, entries: 10 })

        expect(page).toEqual({ data: [], count: wallets.length })
      }),
    )

    it(
      'search: case-insensitive; every result matches; count is the number of matches',
      run(async ({ directory, wallets }) => {
        const target = wallets[0]?.name ?? ''
        const term = target.slice(0, Math.max(3, Math.ceil(target.length / 2)))

        const page = await directory.getWallets({ page: 1, entries: 100, search: term.toUpperCase() })

        expect(ids(page.data)).toContain(wallets[0]?.id)
        for (const wallet of page.data) expect(wallet.name.toLowerCase()).toContain(term.toLowerCase())
        expect(page.count).toBe(page.data.length)
      }),
    )

    it(
      'include: only the listed ids',
      run(async ({ directory, wallets }) => {
        const wanted = ids([wallets[1], wallets[3]].filter((wallet): wallet is Wallet => wallet !== undefined))

        const page = await directory.getWallets({ page: 1, entries: 100, include: wanted })

        expect([...ids(page.data)].sort()).toEqual([...wanted].sort())
        expect(page.count).toBe(2)
      }),
    )

    it(
      'exclude: never the listed ids, all the others',
      run(async ({ directory, wallets }) => {
        const excluded = wallets[0]?.id ?? ''

        const page = await directory.getWallets({ page: 1, entries: 100, exclude: [excluded] })

        expect(ids(page.data)).not.toContain(excluded)
        expect(page.count).toBe(wallets.length - 1)
      }),
    )

    it(
      'chains: only wallets supporting one of the chains',
      run(async ({ directory, wallets }) => {
        const chain = wallets[0]?.chains?.[0] ?? ''
        const expected = wallets.filter((wallet) => wallet.chains?.includes(chain))

        const page = await directory.getWallets({ page: 1, entries: 100, chains: [chain] })

        expect(ids(page.data)).toEqual(ids(expected))
        expect(page.count).toBeLessThan(wallets.length)
      }),
    )

    it(
      'getWalletImageUrl: a URL for a listed image; a typed error for an unknown one',
      run(async ({ directory, wallets }) => {
        const url = await directory.getWalletImageUrl(wallets[0]?.image_id ?? '')

        expect(() => new URL(url)).not.toThrow()
        await expect(directory.getWalletImageUrl('no-such-image-0x5f3a')).rejects.toBeInstanceOf(BaseError)
      }),
    )

    it(
      'abort: a fired signal rejects with a typed abort error',
      run(async ({ directory }) => {
        const controller = new AbortController()
        controller.abort()

        const listing: unknown = await directory.getWallets({ page: 1, entries: 2, signal: controller.signal }).catch((caught: unknown) => caught)
        const image: unknown = await directory.getWalletImageUrl('any', { signal: controller.signal }).catch((caught: unknown) => caught)

        for (const error of [listing, image]) {
          expect(error).toBeInstanceOf(BaseError)
          expect(isAbortError(error)).toBe(true)
        }
      }),
    )
  })
}
