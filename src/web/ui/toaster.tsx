// Toasts (Ark UI Toast): errors and notices that hide after 5 seconds and can be closed (spec part 1 §2, §8).
import { createToaster, Toast, Toaster } from '@ark-ui/react/toast'
import { toast as toastRecipe } from '../../../styled-system/recipes'
import { Button } from './button'
import { CloseIcon } from './icons'

/** Spec part 1 §9: a toast auto-hides after 5000 ms. */
export const TOAST_DURATION_MS = 5000

export const toaster = createToaster({ placement: 'bottom-end', duration: TOAST_DURATION_MS, gap: 12, max: 5 })

type Notice = { title?: string; description: string; id?: string }

const show = (type: 'error' | 'success' | 'info', title: string, { description, id }: Notice) =>
  // An explicit `id: undefined` would stop the toaster from making one up.
  toaster.create({ ...(id ? { id } : {}), type, title, description, duration: TOAST_DURATION_MS, closable: true })

export const notify = {
  error: (notice: Notice) => show('error', notice.title ?? 'Something needs your attention', notice),
  success: (notice: Notice) => show('success', notice.title ?? 'Done', notice),
  info: (notice: Notice) => show('info', notice.title ?? 'Please note', notice),
}

export const AppToaster = () => {
  const styles = toastRecipe()
  return (
    <Toaster toaster={toaster} className={styles.group}>
      {(toast) => (
        <Toast.Root className={styles.root}>
          {toast.title && <Toast.Title className={styles.title}>{toast.title}</Toast.Title>}
          {toast.description && (
            <Toast.Description className={styles.description}>{toast.description}</Toast.Description>
          )}
          <Toast.CloseTrigger asChild className={styles.closeTrigger}>
            <Button variant="ghost" size="sm" aria-label="Close notification">
              <CloseIcon size={16} />
            </Button>
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  )
}
