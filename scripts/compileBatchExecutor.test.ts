import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { batchExecutorArtifactSource, compileBatchExecutor } from './compileBatchExecutor.js'

describe('compileBatchExecutor', () => {
  it('default: the checked-in artifact is exactly what BatchExecutor.sol compiles to (run `tsx scripts/compileBatchExecutor.ts` after editing the source)', () => {
    const checkedIn = readFileSync(new URL('../test-doubles/testWallet/batchExecutor/batchExecutorArtifact.ts', import.meta.url), 'utf8')
    expect(batchExecutorArtifactSource(compileBatchExecutor())).toBe(checkedIn)
  })
})
