import { createFileRoute } from '@tanstack/react-router'
import { ContractorWelcomePage } from '../features/contractor-profile/contractor-welcome-page'
import { guardRoute, redirectContractorHome } from '../features/session/guard'
import { useSessionRole } from '../features/session/use-session'
import { Page } from '../ui/page'

// The progress board for organisation users, the welcome page for contractors (spec part 2 §2).
export const Route = createFileRoute('/')({
  beforeLoad: async () => {
    await guardRoute('/')
    await redirectContractorHome()
  },
  component: function Home() {
    const role = useSessionRole()
    return role === 'contractor' ? <ContractorWelcomePage /> : <Page title="Progress" />
  },
})
