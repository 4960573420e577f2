// The loading overlay (rule ui.loading): a spinner while any request is in flight (the API client counts them).
// It appears after a short delay so that quick calls do not flash it.
import { useEffect, useState, useSyncExternalStore } from 'react'
import { css } from '../../../styled-system/css'
import { inFlightRequests } from '../api/client'
import { Spinner } from '../ui/spinner'

const SHOW_AFTER_MS = 150

export const LoadingOverlay = () => {
  const busy = useSyncExternalStore(inFlightRequests.subscribe, () => inFlightRequests.count() > 0)
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (!busy) {
      setVisible(false)
      return
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS)
    return () => clearTimeout(timer)
  }, [busy])

  return (
    <>
      <div role="status" className={css({ srOnly: true })}>
        {visible ? 'Loading…' : ''}
      </div>
      {visible && (
        <div
          aria-hidden="true"
          data-testid="loading-overlay"
          className={css({
            position: 'fixed',
            inset: '0',
            zIndex: 1200,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bg: 'rgba(244, 246, 250, 0.55)',
            cursor: 'progress',
          })}
        >
          <div className={css({ bg: 'bg.surface', borderRadius: 'full', p: '3', boxShadow: 'overlay' })}>
            <Spinner size="lg" />
          </div>
        </div>
      )}
    </>
  )
}
