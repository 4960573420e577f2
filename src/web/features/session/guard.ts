// Route guards from the route-access table of src/domain/navigation.ts. A signed-out visitor goes straight to the
// identity provider; a signed-in person whose role may not open the route is told so on the route itself, never
// bounced silently elsewhere (docs/navigation.md).
import { redirect } from '@tanstack/react-router'
import { canOpenRoute, contractorHomePath, type RouteId } from '#domain/navigation'
import { sessionRoleOf, startSignIn, whenSettled } from './session'
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
    // Straight to the identity provider, not by way of /login (which would only start the same redirect once its
    // own chunk had loaded): the shell shows "Signing you in" meanwhile, and the page's loader never runs.
    startSignIn()
    return leaving()
  }
  // Terms still to accept (the shell shows the terms screen instead of the page), or the browser is leaving.
  if (!snapshot.matches('signedIn')) return
  clearReturnTo()
  const visitor = { sessionRole: sessionRoleOf(snapshot), roles: snapshot.context.claims?.roles ?? [] }
  if (canOpenRoute(routeId, visitor)) return
  if (options.otherwise) throw redirect({ to: options.otherwise, replace: true })
  throw new RouteRefused(routeId)
}

/** Settles never: the browser is on its way to the identity provider, so the route must not load. */
const leaving = () => new Promise<never>(() => {})

/** On /: a Contractor Type 1, who has no Home, is sent to the SDS Hub (rules sds-hub.screen, nav.contractor-home). */
export const redirectContractorHome = async (): Promise<void> => {
  const snapshot = await whenSettled()
  if (!snapshot.matches('signedIn') || sessionRoleOf(snapshot) !== 'contractor') return
  const home = contractorHomePath(snapshot.context.claims?.roles ?? [])
  if (home !== '/') throw redirect({ to: home, replace: true })
}
