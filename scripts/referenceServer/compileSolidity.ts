import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Abi, Hex } from 'viem'

// solc-js takes a second or more to load: it is required only when the cache has no output.
const require = createRequire(import.meta.url)
const SOLC_VERSION = (require('solc/package.json') as { readonly version: string }).version

/** One compiled contract: what viem's deployContract takes. */
export interface ContractArtifact {
  readonly abi: Abi
  readonly bytecode: Hex
}

const cache = new Map<string, Readonly<Record<string, ContractArtifact>>>()

/**
 * Every contract of one Solidity file, compiled with solc-js (optimizer on, evmVersion paris),
 * once per process and file. The output is kept in the system's temp folder under the hash of
 * the compiler version and the whole input, so a later process with the same source skips solc
 * (seconds on a busy machine).
 * @example const { DemoRouter } = compileSolidity(new URL('./DemoSwap.sol', import.meta.url))
 */
export function compileSolidity(file: URL): Readonly<Record<string, ContractArtifact>> {
  const cached = cache.get(file.href)
  if (cached) return cached
  const name = file.pathname.split('/').pop() ?? 'Contract.sol'
  const input = {
    language: 'Solidity',
    sources: { [name]: { content: readFileSync(file, 'utf8') } },
    settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'paris', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  const inputJson = JSON.stringify(input)
  const cacheFile = join(tmpdir(), 'walletport-solc', `${createHash('sha256').update(`${SOLC_VERSION}\n${inputJson}`).digest('hex')}.json`)
  const output = JSON.parse(readCached(cacheFile) ?? (require('solc') as { compile: (input: string) => string }).compile(inputJson)) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
  }
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(`solc: ${errors.map((error) => error.formattedMessage).join('\n')}`)
  const artifacts = Object.fromEntries(
    Object.entries(output.contracts?.[name] ?? {}).map(([contract, { abi, evm }]) => [contract, { abi, bytecode: `0x${evm.bytecode.object}` as Hex }]),
  )
  writeCached(cacheFile, JSON.stringify(output))
  cache.set(file.href, artifacts)
  return artifacts
}

/** The cached output, or undefined when there is none or it is not whole JSON (a miss, not an error). */
function readCached(file: string): string | undefined {
  try {
    const text = readFileSync(file, 'utf8')
    JSON.parse(text)
    return text
  } catch {
    return undefined
  }
}

function writeCached(file: string, text: string): void {
  try {
    mkdirSync(join(file, '..'), { recursive: true })
    // Written aside, then renamed into place: another process (a parallel test file) never reads half a file.
    const partial = `${file}.${process.pid}.${Date.now()}.tmp`
    writeFileSync(partial, text)
    renameSync(partial, file)
  } catch {
    // No cache then: the next process compiles again.
  }
}
