import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The hexagonal boundary is enforced by eslint (eslint.config.js) inside `npm test`.
// These tests plant violations to prove the rule fails where it must and only there.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname })

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-globals')
    .map((message) => message.message)
}

describe('boundary check', () => {
  it.each([
    ['react', "import { useState } from 'react'\nexport const x = useState"],
    ['inversify', "import { Container } from 'inversify'\nexport const x = Container"],
    ['viem', "import { createPublicClient } from 'viem'\nexport const x = createPublicClient"],
    ['viem subpath', "import { mainnet } from 'viem/chains'\nexport const x = mainnet"],
    ['@solana/*', "import { Connection } from '@solana/web3.js'\nexport const x = Connection"],
    ['@walletconnect/*', "import SignClient from '@walletconnect/sign-client'\nexport const x = SignClient"],
    ['ofetch', "import { ofetch } from 'ofetch'\nexport const x = ofetch"],
    ['an adapter', "import { MemoryStorage } from '../adapters/storage/MemoryStorage.js'\nexport const x = MemoryStorage"],
    ['the UI', "import { useWalletportState } from '../ui-react/useWalletportState.js'\nexport const x = useWalletportState"],
    ['a test double', "import { ManualClock } from '../test-doubles/ManualClock.js'\nexport const x = ManualClock"],
    ['the composition root', "import { createWalletport } from '../composition/createWalletport.js'\nexport const x = createWalletport"],
  ])('fails when core/ imports %s', async (_name, code) => {
    expect(await boundaryErrors('core/planted.ts', code)).toHaveLength(1)
  })

  it.each(['core/account/planted.ts', 'core/network/planted.ts', 'core/connection/planted.ts', 'core/embedded/planted.ts', 'core/modal/planted.ts', 'core/siwx/planted.ts'])(
    'fails when a concept folder imports a vendor SDK or an adapter: %s',
    async (filePath) => {
      expect(await boundaryErrors(filePath, "import { ofetch } from 'ofetch'\nexport const x = ofetch")).toHaveLength(1)
      expect(await boundaryErrors(filePath, "import { MemoryStorage } from '../../adapters/storage/MemoryStorage.js'\nexport const x = MemoryStorage")).toHaveLength(1)
    },
  )

  it.each(['adapters/planted.ts', 'test-doubles/planted.ts', 'scripts/planted.ts', 'demo/planted.ts'])('fails when %s imports inversify (only composition/ does)', async (filePath) => {
    expect(await boundaryErrors(filePath, "import { Container } from 'inversify'\nexport const x = Container")).toHaveLength(1)
  })

  it('passes: composition/ imports inversify', async () => {
    expect(await boundaryErrors('composition/planted.ts', "import { Container } from 'inversify'\nexport const x = Container")).toEqual([])
  })

  it('fails when ports/ imports a vendor SDK', async () => {
    expect(await boundaryErrors('ports/Planted.ts', "import type { EIP1193Provider } from 'viem'\nexport type X = EIP1193Provider")).toHaveLength(1)
  })

  it.each([
    ['window', 'export const x = window.location'],
    ['localStorage', "export const x = localStorage.getItem('a')"],
    ['setTimeout', 'export const x = setTimeout(() => 1, 5)'],
    ['fetch', "export const x = fetch('https://example.com')"],
  ])('fails when core/ uses the global %s', async (_name, code) => {
    expect(await boundaryErrors('core/planted.ts', code)).toHaveLength(1)
  })

  it('passes: core/ may import rxjs, zod/mini and its own ports', async () => {
    const code = [
      "import { BehaviorSubject } from 'rxjs'",
      "import * as z from 'zod/mini'",
      "import type { Storage } from '../ports/Storage.js'",
      'export const x = [BehaviorSubject, z]',
      'export type S = Storage',
    ].join('\n')
    expect(await boundaryErrors('core/planted.ts', code)).toEqual([])
  })

  it.each([
    ['an adapter', "import { MemoryStorage } from '../../adapters/storage/MemoryStorage.js'\nexport const x = MemoryStorage"],
    ['the composition root', "import { createWalletport } from '../../composition/createWalletport.js'\nexport const x = createWalletport"],
    ['a test double', "import { ManualClock } from '../../test-doubles/ManualClock.js'\nexport const x = ManualClock"],
    ['a core module past the barrels', "import { truncateAddress } from '../../core/format/truncateAddress.js'\nexport const x = truncateAddress"],
    ['a port module', "import type { Storage } from '../../ports/Storage.js'\nexport type X = Storage"],
    ['viem', "import { createPublicClient } from 'viem'\nexport const x = createPublicClient"],
  ])('fails when ui-react/ imports %s', async (_name, code) => {
    expect(await boundaryErrors('ui-react/modal/Planted.tsx', code)).toHaveLength(1)
  })

  it('passes: ui-react/ may import core/index.ts, core/internal.ts and the networks entry', async () => {
    const code = [
      "import type { Walletport } from '../../core/index.js'",
      "import { truncateAddress } from '../../core/internal.js'",
      "import { mainnet } from '../../core/network/index.js'",
      'export const x = [truncateAddress, mainnet]',
      'export type W = Walletport',
    ].join('\n')
    expect(await boundaryErrors('ui-react/modal/Planted.tsx', code)).toEqual([])
  })

  it('passes: ui-react/ initial-bundle files may import the modules core/internal.ts re-exports', async () => {
    expect(await boundaryErrors('ui-react/theme.ts', "import { MODAL } from '../core/modal/modalLayout.js'\nexport const x = MODAL")).toEqual([])
  })

  it('passes: adapters/ may import vendor SDKs', async () => {
    expect(await boundaryErrors('adapters/planted.ts', "import { ofetch } from 'ofetch'\nexport const x = ofetch")).toEqual([])
  })
})
