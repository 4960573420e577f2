// "Updated Terms and Conditions" (rule session.terms): read to the end, tick, Save.
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react'
import { css } from '../../../../styled-system/css'
import { callout, card, link } from '../../../../styled-system/recipes'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { pageHeading } from '../../ui/page'
import { SafeHtml } from '../../ui/safe-html'
import { Spinner } from '../../ui/spinner'
import { fetchTermsReport, useLatestTerms } from './api/terms'
import { acceptTerms, useSavingTerms, useTermsSaveFailed } from './use-session'

/** The bottom counts as reached within 1 pixel (rule session.terms). */
export const SCROLL_TOLERANCE_PX = 1

export const isScrolledToEnd = ({ scrollTop, clientHeight, scrollHeight }: HTMLElement) =>
  scrollHeight - scrollTop - clientHeight <= SCROLL_TOLERANCE_PX

/** Opens the terms PDF in a new tab. The tab opens at the click (popup blockers allow that), the file follows. */
const openTermsReport = async (termsId: string) => {
  const tab = window.open('', '_blank')
  try {
    const url = URL.createObjectURL(await fetchTermsReport(termsId))
    if (tab) tab.location.href = url
    else window.open(url, '_blank', 'noopener')
    setTimeout(() => URL.revokeObjectURL(url), 60_000)
  } catch (error) {
    tab?.close()
    console.error('[terms] The terms report could not be downloaded', error) // logged only (rule errors.logged-only)
  }
}

export const TermsScreen = () => {
  const { data: terms, isPending } = useLatestTerms()
  const saving = useSavingTerms()
  const saveFailed = useTermsSaveFailed()
  const [readToEnd, setReadToEnd] = useState(false)
  const [ticked, setTicked] = useState(false)
  const areaRef = useRef<HTMLElement>(null)

  // Once reached, the end stays reached; content that does not overflow counts as read.
  const checkEnd = useCallback(() => {
    const area = areaRef.current
    if (area && isScrolledToEnd(area)) setReadToEnd(true)
  }, [])

  useEffect(() => {
    const area = areaRef.current
    if (!area || !terms) return
    checkEnd()
    const observer = new ResizeObserver(checkEnd)
    observer.observe(area)
    for (const child of area.children) observer.observe(child)
    return () => observer.disconnect()
  }, [terms, checkEnd])

  const onReportClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    if (terms) void openTermsReport(terms.id)
  }

  return (
    <div className={css({ display: 'flex', justifyContent: 'center' })}>
      <title>Updated Terms and Conditions | IR35 Portal</title>
      <section
        aria-labelledby="terms-heading"
        className={`${card({ padding: 'lg' })} ${css({
          display: 'flex',
          flexDirection: 'column',
          gap: '5',
          width: '100%',
          maxWidth: '56rem',
        })}`}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <h1 id="terms-heading" className={pageHeading}>
            Updated Terms and Conditions
          </h1>
          <p className={css({ color: 'fg.muted' })}>
            Our terms and conditions have changed. Please read them to the end before you accept them and continue.
          </p>
        </div>

        {isPending || !terms ? (
          <div className={css({ display: 'flex', justifyContent: 'center', py: '10' })}>
            <Spinner />
          </div>
        ) : (
          <>
            <section
              ref={areaRef}
              aria-label="Terms and conditions text"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
              tabIndex={0}
              onScroll={checkEnd}
              className={css({
                height: '40vh',
                minHeight: '12rem',
                overflowY: 'auto',
                borderWidth: '1px',
                borderStyle: 'solid',
                borderColor: 'border.default',
                borderRadius: 'md',
                bg: 'bg.canvas',
                px: { base: '4', md: '6' },
                py: '4',
                lineHeight: '1.6',
                '& h2, & h3, & h4': { fontWeight: '700', mt: '4', mb: '2', lineHeight: '1.3' },
                '& h2': { fontSize: 'xl' },
                '& h3': { fontSize: 'lg' },
                '& p, & ul, & ol': { mb: '3' },
                '& ul': { listStyle: 'disc', ps: '6' },
                '& ol': { listStyle: 'decimal', ps: '6' },
                '& a': { color: 'accent.text', textDecoration: 'underline' },
              })}
            >
              <SafeHtml html={terms.content} headingLevelsDown={1} />
            </section>

            <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              <Checkbox
                checked={ticked}
                disabled={!readToEnd}
                onCheckedChange={({ checked }) => setTicked(checked === true)}
              >
                I have read and accept the{' '}
                <a
                  href={`/api/reporting/reports/terms/${encodeURIComponent(terms.id)}?html=false`}
                  target="_blank"
                  rel="noopener"
                  onClick={onReportClick}
                  className={link()}
                >
                  Terms and Conditions
                </a>{' '}
                (opens in a new tab)
              </Checkbox>
              {!readToEnd && (
                <p className={css({ color: 'fg.muted', fontSize: 'sm', ps: '8' })}>
                  Scroll to the end of the terms to accept them.
                </p>
              )}
            </div>

            {saveFailed && (
              <p role="alert" className={callout({ tone: 'danger' })}>
                Your acceptance could not be saved. Check your connection and press Save again.
              </p>
            )}

            <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
              <Button size="lg" disabled={!ticked} loading={saving} onClick={acceptTerms}>
                Save
              </Button>
            </div>
          </>
        )}
      </section>
    </div>
  )
}
