// Toasts: errors and notices that hide after 5 seconds and can be closed (rules ui.toast, errors.http). Every module
// may call `notify`; Ark UI's toaster (toast-region.tsx) is not part of the first load: the region starts loading with
// the shell's first render and shows what was asked for before it arrived.
import { Suspense } from 'react'
import { lazyNamed } from './lazy'

/** A toast hides itself after 5000 ms (rule ui.toast). */
export const TOAST_DURATION_MS = 5000

const loadRegion = () => import('./toast-region')

type Notice = { title?: string; description: string; id?: string }

const show = (type: 'error' | 'success' | 'info', title: string, { description, id }: Notice) =>
  void loadRegion().then(({ toaster }) =>
    // An explicit `id: undefined` would stop the toaster from making one up.
    toaster.create({ ...(id ? { id } : {}), type, title, description, duration: TOAST_DURATION_MS, closable: true }),
  )

export const notify = {
  error: (notice: Notice) => show('error', notice.title ?? 'Something needs your attention', notice),
  success: (notice: Notice) => show('success', notice.title ?? 'Done', notice),
  info: (notice: Notice) => show('info', notice.title ?? 'Please note', notice),
}

const ToastRegion = lazyNamed(loadRegion, 'ToastRegion')

export const AppToaster = () => (
  <Suspense fallback={null}>
    <ToastRegion />
  </Suspense>
)
