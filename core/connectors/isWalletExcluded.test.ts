import { describe, expect, it } from 'vitest'
import { isWalletExcluded } from './isWalletExcluded.js'

const METAMASK = { rdns: 'io.metamask', name: 'MetaMask' }

describe('isWalletExcluded', () => {
  it.each([
    ['by rdns', METAMASK, ['io.metamask'], true],
    ['by exact name', METAMASK, ['MetaMask'], true],
    ['by name, lower case', METAMASK, ['metamask'], true],
    ['by name, upper case', METAMASK, ['METAMASK'], true],
    ['among others', METAMASK, ['Phantom', 'io.metamask'], true],
    ['name match without rdns', { name: 'Phantom' }, ['phantom'], true],
    ['rdns match with null name', { rdns: 'app.phantom', name: null }, ['app.phantom'], true],
  ])('excluded: %s', (_name, wallet, list, expected) => {
    expect(isWalletExcluded(wallet, list)).toBe(expected)
  })

  it.each([
    ['empty list', METAMASK, []],
    ['other wallet', METAMASK, ['Phantom', 'app.phantom']],
    ['rdns in wrong case (rdns match is exact)', METAMASK, ['IO.METAMASK']],
    ['partial name', METAMASK, ['Meta']],
    ['padded name (no trimming)', METAMASK, [' MetaMask']],
    ['empty entry vs missing rdns', { name: 'X' }, ['']],
    ['empty entry vs empty name and rdns', { rdns: '', name: '' }, ['']],
    ['null rdns vs "null"', { rdns: null, name: 'X' }, ['null']],
  ])('not excluded: %s', (_name, wallet, list) => {
    expect(isWalletExcluded(wallet, list)).toBe(false)
  })
})
