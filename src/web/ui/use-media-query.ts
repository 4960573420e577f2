// Whether a media query matches now, kept current as the window changes: for what a narrow screen does not show
// at all, so that it is not built, hidden, on every phone's first render.
import { useCallback, useSyncExternalStore } from 'react'

export const useMediaQuery = (query: string) => {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', changed)
      return () => list.removeEventListener('change', changed)
    },
    [query],
  )
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches)
}
