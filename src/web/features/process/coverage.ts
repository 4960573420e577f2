// How many of each machine's transitions the walks through the real server verified (machines/coverage.json,
// written from what the walks observed; CI fails when it differs from what they saw): `api` through the HTTP
// API, `view` through the screens in a real browser.
import committed from '../../../../machines/coverage.json'
import type { MachineCoverage } from './coverage-words'

export { COVERAGE_MEANING, coverageWords, type MachineCoverage } from './coverage-words'

const COVERAGE: Readonly<Record<string, MachineCoverage>> = committed

export const coverageOf = (machineId: string): MachineCoverage | undefined => COVERAGE[machineId]
