import { createFileRoute } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ContractorWelcomePage } from '../features/contractor-profile/contractor-welcome-page'
import { parseBoardSearch } from '../features/progress-board/board-search'
import { ProgressBoardPage } from '../features/progress-board/progress-board-page'
import { AwaitingReviewPanel } from '../features/review/awaiting-review-panel'
import { guardRoute, redirectContractorHome } from '../features/session/guard'
import { rememberHome } from '../features/session/storage'
import { useClaims, useSessionRole } from '../features/session/use-session'

// The progress board for organisation users, the welcome page for contractors (rule nav.contractor-home). The invite
// dialogs on entry belong to the app shell, which shows them over whichever page this is.
export const Route = createFileRoute('/')({
  validateSearch: parseBoardSearch,
  beforeLoad: async () => {
    await guardRoute('/')
    await redirectContractorHome()
  },
  component: function Home() {
    const role = useSessionRole()
    const home = role === 'contractor' ? 'contractor' : 'board'
    useEffect(() => rememberHome(home), [home])
    return home === 'contractor' ? <ContractorWelcomePage /> : <Board />
  },
})

const Board = () => {
  const claims = useClaims()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ProgressBoardPage
      organisationId={claims?.organisationId ?? null}
      search={search.search ?? ''}
      showArchived={search.show_archived === true}
      lead={<AwaitingReviewPanel />}
      onSearch={(text) =>
        void navigate({
          search: (previous) => ({ ...previous, search: text.trim() ? text : undefined }),
          replace: true,
        })
      }
      onShowArchivedChange={(checked) =>
        void navigate({
          search: (previous) => ({ ...previous, show_archived: checked ? true : undefined }),
          replace: true,
        })
      }
    />
  )
}
