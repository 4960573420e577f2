import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

// Spec part 2 §2: redirects to / unless the user is a new contractor.
export const Route = createFileRoute('/additional-info')({
  beforeLoad: () => guardRoute('/additional-info', { otherwise: '/' }),
  component: () => <Page title="Your business information" />,
})
