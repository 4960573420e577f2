// Route guards from the route-access table of src/domain/navigation.ts (spec part 1 §2: a role-guarded route
// redirects to /login when the current role is not allowed).
import { redirect } from '@tanstack/react-router'
import { canOpenRoute, contractorHomePath, type RouteId } from '#domain/navigation'
import { sessionRoleOf, whenSettled } from './session'
import { clearReturnTo, saveReturnTo } from './storage'

type GuardOptions = {
  /** Where a signed-in person whose role may not open the route goes instead of /login. */
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
  if (!canOpenRoute(routeId, visitor)) throw redirect({ to: options.otherwise ?? '/login', replace: true })
}

/** On /: a Contractor Type 1, who has no Home, is sent to the SDS Hub (spec part 2 §2 screen 13, §6). */
export const redirectContractorHome = async (): Promise<void> => {
  const snapshot = await whenSettled()
  if (!snapshot.matches('signedIn') || sessionRoleOf(snapshot) !== 'contractor') return
  const home = contractorHomePath(snapshot.context.claims?.roles ?? [])
  if (home !== '/') throw redirect({ to: home, replace: true })
}
