#!/usr/bin/env node
// @ts-check
// Prints one closing line for CI, "N passed, N failed", from the Vitest and Playwright JSON reports.
import { existsSync, readFileSync } from 'node:fs'

let passed = 0
let failed = 0
let skipped = 0
const [vitestReport, ...playwrightReports] = process.argv.slice(2)

if (vitestReport && existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'))
  passed += report.numPassedTests
  failed += report.numFailedTests
  skipped += report.numPendingTests + report.numTodoTests
  console.log(`Vitest: ${report.numPassedTests} passed, ${report.numFailedTests} failed`)
}
for (const playwrightReport of playwrightReports.filter((report) => existsSync(report))) {
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'))
  passed += stats.expected + stats.flaky
  failed += stats.unexpected
  skipped += stats.skipped
  console.log(
    `Playwright (${playwrightReport}): ${stats.expected + stats.flaky} passed (${stats.flaky} flaky), ${stats.unexpected} failed`,
  )
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
if (failed > 0 || passed === 0) process.exit(1)
