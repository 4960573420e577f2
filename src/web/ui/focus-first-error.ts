// After a refused submit the focus goes to the first field that says what is wrong, so a keyboard or screen-reader
// user lands on it. The messages render first, hence the wait for the next frame.
export const focusFirstError = (form: HTMLFormElement | null) =>
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
