import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { useSessionRole } from '../features/session/use-session'
import { Page } from '../ui/page'

// The progress board for organisation users, the welcome page for contractors (spec part 2 §2).
export const Route = createFileRoute('/')({
  beforeLoad: () => guardRoute('/'),
  component: function Home() {
    const role = useSessionRole()
    return <Page title={role === 'contractor' ? 'Home' : 'Progress'} />
  },
})
