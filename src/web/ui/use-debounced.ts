// A value that settles: what it was once it has stopped changing for `delayMs` (a search waits for the typing to pause).
import { useEffect, useState } from 'react'

export const useDebounced = <T>(value: T, delayMs: number): T => {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
