import { createFileRoute, notFound } from '@tanstack/react-router'
import { registeredMachine } from '#machines/index'
import { MachinePage } from '../features/process/machine-page'
import { guardRoute } from '../features/session/guard'

export const Route = createFileRoute('/process/$machineId')({
  beforeLoad: () => guardRoute('/process/$machineId'),
  // The registry is looked up in the component, which is split from the main bundle with the machines it reads.
  component: () => {
    const { machineId } = Route.useParams()
    const entry = registeredMachine(machineId)
    if (!entry) throw notFound()
    return <MachinePage key={entry.id} entry={entry} />
  },
})
