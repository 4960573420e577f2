import { createFileRoute } from '@tanstack/react-router'
import { LogoutPage } from '../features/session/logout-page'

export const Route = createFileRoute('/logout')({ component: LogoutPage })
