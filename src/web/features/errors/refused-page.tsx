// A page a signed-in person's roles may not open: it says so and who may, on the address they asked for, instead
// of sending them somewhere else without a word (docs/navigation.md).

import type { RouteId } from '#domain/navigation'
import { whoMayOpen } from '#domain/navigation'
import { useClaims } from '../session/use-session'
import { ErrorPage } from './error-page'

export const RefusedPage = ({ routeId }: { routeId: RouteId }) => {
  const roles = useClaims()?.roles ?? []
  return (
    <ErrorPage code="Not open to your role" title="You cannot open this page">
      <p>This page is for {whoMayOpen(routeId).join(', ')}.</p>
      <p>
        {roles.length > 0
          ? `You are signed in as ${roles.join(', ')} in the selected organisation.`
          : 'You hold no role in the selected organisation.'}{' '}
        If you need this page, ask an administrator of your organisation for the role.
      </p>
    </ErrorPage>
  )
}
