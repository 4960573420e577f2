// /process/{machineId}: one machine's diagram and details (the route keys it by machine, so a new machine
// starts with nothing selected).
import { useState } from 'react'
import type { RegisteredMachine } from '#machines/index'
import { MachineScreen } from './machine-screen'
import type { DiagramSelection } from './selection'

export const MachinePage = ({ entry }: { entry: RegisteredMachine }) => {
  const [selection, setSelection] = useState<DiagramSelection | null>(null)
  return <MachineScreen entry={entry} selection={selection} onSelect={setSelection} />
}
