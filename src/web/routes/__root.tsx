import { createRootRouteWithContext, Navigate } from '@tanstack/react-router'
import { RootLayout } from '../app/root-layout'
import type { RouterContext } from '../app/router'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: () => <Navigate to="/page-not-found" replace />,
})
