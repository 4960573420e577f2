// Route guards from the route-access table of src/domain/navigation.ts. A signed-out visitor goes to /login; a signed-in person whose role may not open the route is told so on the route itself, never bounced
// silently elsewhere (docs/navigation.md).
import { redirect } from '@tanstack/react-router'
import { canOpenRoute, contractorHomePath, type RouteId } from '#domain/navigation'
import { sessionRoleOf, whenSettled } from './session'
import { clearReturnTo, saveReturnTo } from './storage'

/** Thrown by a guard for a signed-in person whose roles may not open the route: the refused page shows it. */
export class RouteRefused extends Error {
  constructor(readonly routeId: RouteId) {
    super(`Your roles may not open ${routeId}`)
    this.name = 'RouteRefused'
  }
}

type GuardOptions = {
  /** A route the spec sends elsewhere when refused (a step of a flow, not a page to land on). */
  otherwise?: '/'
}

export const guardRoute = async (routeId: RouteId, options: GuardOptions = {}): Promise<void> => {
  const snapshot = await whenSettled()
  if (snapshot.matches('idle')) {
    // A signed-out visitor (a mailed link, a bookmark) comes back to this page once signed in.
    saveReturnTo(`${window.location.pathname}${window.location.search}`)
    throw redirect({ to: '/login', replace: true })
  }
  // Terms still to accept (the shell shows the terms screen instead of the page), or the browser is leaving.
  if (!snapshot.matches('signedIn')) return
  clearReturnTo()
  const visitor = { sessionRole: sessionRoleOf(snapshot), roles: snapshot.context.claims?.roles ?? [] }
  if (canOpenRoute(routeId, visitor)) return
  if (options.otherwise) throw redirect({ to: options.otherwise, replace: true })
  throw new RouteRefused(routeId)
}

/** On /: a Contractor Type 1, who has no Home, is sent to the SDS Hub (rules sds-hub.screen, nav.contractor-home). */
export const redirectContractorHome = async (): Promise<void> => {
  const snapshot = await whenSettled()
  if (!snapshot.matches('signedIn') || sessionRoleOf(snapshot) !== 'contractor') return
  const home = contractorHomePath(snapshot.context.claims?.roles ?? [])
  if (home !== '/') throw redirect({ to: home, replace: true })
}
