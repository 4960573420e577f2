import { createFileRoute, redirect } from '@tanstack/react-router'

// Any unknown path redirects to /page-not-found (spec part 1 §2).
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/page-not-found', replace: true })
  },
})
