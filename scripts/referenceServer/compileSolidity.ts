import { readFileSync } from 'node:fs'
import solc from 'solc'
import type { Abi, Hex } from 'viem'

/** One compiled contract: what viem's deployContract takes. */
export interface ContractArtifact {
  readonly abi: Abi
  readonly bytecode: Hex
}

const cache = new Map<string, Readonly<Record<string, ContractArtifact>>>()

/**
 * Every contract of one Solidity file, compiled with solc-js (optimizer on, evmVersion paris),
 * once per process and file.
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
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
  }
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(`solc: ${errors.map((error) => error.formattedMessage).join('\n')}`)
  const artifacts = Object.fromEntries(
    Object.entries(output.contracts?.[name] ?? {}).map(([contract, { abi, evm }]) => [contract, { abi, bytecode: `0x${evm.bytecode.object}` as Hex }]),
  )
  cache.set(file.href, artifacts)
  return artifacts
}
