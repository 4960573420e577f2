import { createFileRoute } from '@tanstack/react-router'
import { ProcessPage } from '../features/process/process-page'
import { guardRoute } from '../features/session/guard'

export const Route = createFileRoute('/process/')({
  beforeLoad: () => guardRoute('/process'),
  component: ProcessPage,
})
