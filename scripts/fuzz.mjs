// `npm run fuzz`: runs only the property files (tests/fuzz/) with 10 000 cases per property
// (WALLETPORT_FUZZ_RUNS, unless set), then prints cases × properties and the failures.
// Replay a failure: WALLETPORT_FUZZ_SEED=<seed> WALLETPORT_FUZZ_PATH=<path> npx vitest run tests/fuzz/<file> -t "<property>".
// A property is a test named 'property: …'; the other tests there are fixed regressions.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'

const runs = Number(process.env.WALLETPORT_FUZZ_RUNS ?? 10_000)
const directory = mkdtempSync(join(tmpdir(), 'walletport-fuzz-'))
const reportFile = join(directory, 'report.json')
const started = performance.now()
const vitest = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'unit', 'tests/fuzz/', '--reporter=default', '--reporter=json', `--outputFile=${reportFile}`, `--testTimeout=${Math.max(60_000, runs * 30)}`],
  { stdio: 'inherit', env: { ...process.env, WALLETPORT_FUZZ_RUNS: String(runs) } },
)
const seconds = ((performance.now() - started) / 1000).toFixed(1)

let report
try {
  report = JSON.parse(readFileSync(reportFile, 'utf8'))
} catch {
  console.error(`fuzz: vitest wrote no report (exit ${vitest.status})`)
  process.exit(1)
} finally {
  rmSync(directory, { recursive: true, force: true })
}
const tests = report.testResults.flatMap((file) => file.assertionResults)
const properties = tests.filter((test) => test.title.startsWith('property:'))
const failed = tests.filter((test) => test.status === 'failed')
const files = report.testResults.length
console.log(
  `fuzz: ${runs.toLocaleString('en')} cases × ${properties.length} properties = ${(runs * properties.length).toLocaleString('en')} cases in ${files} files` +
    ` (+ ${tests.length - properties.length} regression and sanity tests); failures: ${failed.length}; ${seconds} s`,
)
for (const test of failed) console.log(`  failed: ${test.fullName}`)
process.exit(failed.length === 0 && properties.length > 0 && vitest.status === 0 ? 0 : 1)
