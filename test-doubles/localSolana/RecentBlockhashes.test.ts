import { expect, it } from 'vitest'
import { BLOCKHASH_LIFETIME_BLOCKS, RecentBlockhashes } from './RecentBlockhashes.js'

it('behavior: a remembered blockhash stays valid for its lifetime, then expires', () => {
  const hashes = new RecentBlockhashes()
  expect(hashes.remember('A', 10n)).toBe(10n + BLOCKHASH_LIFETIME_BLOCKS)
  expect(hashes.isValid('A', 10n + BLOCKHASH_LIFETIME_BLOCKS)).toBe(true)
  expect(hashes.isValid('A', 11n + BLOCKHASH_LIFETIME_BLOCKS)).toBe(false)
})

it('behavior: an unknown blockhash is never valid', () => {
  expect(new RecentBlockhashes().isValid('never-handed-out', 0n)).toBe(false)
})

it('behavior: remembering again keeps the first lifetime, and expired hashes are dropped', () => {
  const hashes = new RecentBlockhashes()
  hashes.remember('A', 1n)
  expect(hashes.remember('A', 5n)).toBe(1n + BLOCKHASH_LIFETIME_BLOCKS)
  hashes.remember('B', 2n + BLOCKHASH_LIFETIME_BLOCKS)
  expect(hashes.isValid('A', 1n)).toBe(false)
})
