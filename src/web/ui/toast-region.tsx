// The toasts' region (Ark UI Toast), loaded by toaster.tsx after the first paint: the live region that announces
// them, and the toaster that holds them from the first `notify` on.
import { createToaster, Toast, Toaster } from '@ark-ui/react/toast'
import { toast as toastRecipe } from '../../../styled-system/recipes'
import { Button } from './button'
import { CloseIcon } from './icons'
import { TOAST_DURATION_MS } from './toaster'

export const toaster = createToaster({ placement: 'bottom-end', duration: TOAST_DURATION_MS, gap: 12, max: 5 })

export const ToastRegion = () => {
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
