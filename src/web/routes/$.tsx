import { createFileRoute, redirect } from '@tanstack/react-router'

// Any unknown path redirects to /page-not-found (rule errors.pages).
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/page-not-found', replace: true })
  },
})
