// Prints the suite's closing line ('tests: N passed, N failed') from vitest's
// JSON report, so CI reads the count whatever reporter it knows.
import { readFileSync } from 'node:fs'

const report = JSON.parse(readFileSync(new URL('../.vitest-report.json', import.meta.url), 'utf8'))
const skipped = report.numPendingTests + report.numTodoTests
console.log(`tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(report.numFailedTests === 0 && report.numPassedTests > 0 ? 0 : 1)
