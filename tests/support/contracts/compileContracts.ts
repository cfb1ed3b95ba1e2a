/**
 * Compiles the Solidity test contracts with solc-js (no hand-written bytecode).
 * Takes about a second: call it once per test file.
 */
import { readFileSync } from 'node:fs'
import solc from 'solc'

/** ABI and creation bytecode of one compiled contract. */
export interface CompiledContract {
  readonly abi: readonly unknown[]
  readonly bytecode: `0x${string}`
}

/** The contracts of tests/support/contracts/. */
export interface TestContracts {
  readonly TestSmartWallet: CompiledContract
  readonly TestSmartWalletFactory: CompiledContract
}

const SOURCES = ['TestSmartWallet.sol', 'TestSmartWalletFactory.sol'] as const

interface SolcOutput {
  readonly errors?: readonly { readonly severity: string; readonly formattedMessage: string }[]
  readonly contracts?: Readonly<Record<string, Readonly<Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>>>
}

/** Compiles both contracts (optimizer on, paris EVM so anvil's default hardfork runs it). */
export function compileContracts(): TestContracts {
  const sources = Object.fromEntries(SOURCES.map((name) => [name, { content: readFileSync(new URL(`./${name}`, import.meta.url), 'utf8') }]))
  const input = {
    language: 'Solidity',
    sources,
    settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'paris', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(`solc: ${errors.map((error) => error.formattedMessage).join('\n')}`)
  const pick = (file: string, name: string): CompiledContract => {
    const contract = output.contracts?.[file]?.[name]
    if (!contract) throw new Error(`solc: ${name} missing from the output`)
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  }
  return {
    TestSmartWallet: pick('TestSmartWallet.sol', 'TestSmartWallet'),
    TestSmartWalletFactory: pick('TestSmartWalletFactory.sol', 'TestSmartWalletFactory'),
  }
}
