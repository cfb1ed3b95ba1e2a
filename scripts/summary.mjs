// Prints the suite's closing line ('tests: N passed, N failed') from vitest's
// JSON report, so CI reads the count whatever reporter it knows.
import { existsSync, readFileSync } from 'node:fs'

// The main run, plus the examples' smoke run (`npm run examples`) when it happened.
const reports = ['../.vitest-report.json', '../.vitest-examples-report.json']
  .filter((file, index) => index === 0 || existsSync(new URL(file, import.meta.url)))
  .map((file) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')))
const sum = (field) => reports.reduce((total, report) => total + report[field], 0)
const report = { numPassedTests: sum('numPassedTests'), numFailedTests: sum('numFailedTests') }
const skipped = sum('numPendingTests') + sum('numTodoTests')
console.log(`tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(report.numFailedTests === 0 && report.numPassedTests > 0 ? 0 : 1)
