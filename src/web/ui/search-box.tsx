// A list's search box: what is typed shows at once; the list hears it 500 ms after the last key (rule lists.search).
import { useEffect, useId, useRef, useState } from 'react'
import { css, cx } from '../../../styled-system/css'
import { input } from '../../../styled-system/recipes'
import { SearchIcon } from './icons'
import { inputAdornment } from './input-adornment'
import { SEARCH_DEBOUNCE_MS } from './list-state'

type SearchBoxProps = {
  /** The search the list runs now (from the URL). */
  value: string
  onSearch: (search: string) => void
  label: string
  placeholder?: string
  delayMs?: number
}

export const SearchBox = ({ value, onSearch, label, placeholder, delayMs = SEARCH_DEBOUNCE_MS }: SearchBoxProps) => {
  const id = useId()
  const [text, setText] = useState(value)
  const sent = useRef(value)
  // A change from outside (back button, a shared link) shows in the box.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value
      setText(value)
    }
  }, [value])
  useEffect(() => {
    if (text === sent.current) return
    const timer = setTimeout(() => {
      sent.current = text
      onSearch(text)
    }, delayMs)
    return () => clearTimeout(timer)
  }, [text, delayMs, onSearch])
  return (
    <div className={css({ position: 'relative', width: '100%', maxWidth: '24rem' })}>
      <label htmlFor={id} className={css({ srOnly: true })}>
        {label}
      </label>
      <SearchIcon size={18} className={inputAdornment} />
      <input
        id={id}
        type="search"
        autoComplete="off"
        value={text}
        placeholder={placeholder ?? label}
        onChange={(event) => setText(event.target.value)}
        className={cx(input(), css({ ps: '10' }))}
      />
    </div>
  )
}
