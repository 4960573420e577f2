// The model tests' transition coverage per machine, from the committed file they check (machines/coverage.json,
// written by tests/model/write-coverage.ts; a machine's model test fails when its entry is stale).
import committed from '../../../../machines/coverage.json'

export type MachineCoverage = {
  /** Candidate transitions the machine defines (one per guard outcome). */
  readonly transitions: number
  /** How many of them some model-test path takes. */
  readonly covered: number
  /** How many paths the model tests replay. */
  readonly paths: number
}

const COVERAGE: Readonly<Record<string, MachineCoverage>> = committed

export const coverageOf = (machineId: string): MachineCoverage | undefined => COVERAGE[machineId]

export const isFullyCovered = (coverage: MachineCoverage | undefined): boolean =>
  coverage !== undefined && coverage.transitions > 0 && coverage.covered === coverage.transitions
