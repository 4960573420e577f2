import { createFileRoute, redirect } from '@tanstack/react-router'
import { ServerErrorPage } from '../features/errors/server-error-page'

// Opened by the API client on a 500, with the correlation id in the history state; without it, go home.
export const Route = createFileRoute('/internal-server-error')({
  beforeLoad: ({ location }) => {
    if (!location.state.serverError) throw redirect({ to: '/', replace: true })
    return { correlationId: location.state.serverError.correlationId }
  },
  component: function InternalServerError() {
    const { correlationId } = Route.useRouteContext()
    return <ServerErrorPage correlationId={correlationId ?? 'not available'} />
  },
})
