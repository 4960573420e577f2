// The steps of "Import contractors" (import-contractors-page.tsx says what they are): the file chosen and checked,
// the server's preview, the confirmation and the report. Loaded from the route's loader, so the page's frame paints
// without the file upload, the dialog or the schemas.
import { Link } from '@tanstack/react-router'
import { Suspense, useEffect, useId, useRef, useState } from 'react'
import {
  type ContractorImportReport,
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  importTemplate,
  type RefusedImportRow,
  refusedRowsCsv,
} from '#domain/contractor-import'
import { MESSAGES } from '#domain/messages'
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { errorMessageOf, isHttpError } from '../../api/client'
import { Button, buttonStyles } from '../../ui/button'
import * as FileUpload from '../../ui/file-upload'
import { lazyNamed, useWantedOnce } from '../../ui/lazy'
import { saveBlob } from '../../ui/save-blob'
import { checkContractorImport, useImportContractors } from './api/import-contractors'
import { checkImportFile } from './check-import-file'

// The confirmation loads the first time Import is pressed; closing it returns the focus to that button, as it did
// when the dialog was always mounted.
const ConfirmDialog = lazyNamed(() => import('../../ui/confirm-dialog'), 'ConfirmDialog')

/** Rows shown on screen per list; the downloads and counts carry the rest. */
const SHOWN = 100

type Step =
  | { step: 'choose'; problem?: string }
  | { step: 'checking'; file: File; checked: number; total: number }
  | { step: 'preview'; file: File; report: ContractorImportReport }
  | { step: 'done'; report: ContractorImportReport }

const muted = css({ color: 'fg.muted' })
const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`

export const ImportFlow = ({ organisationId }: { organisationId: string }) => {
  const [state, setState] = useState<Step>({ step: 'choose' })
  const [confirming, setConfirming] = useState(false)
  const confirmMounted = useWantedOnce(confirming)
  const importButton = useRef<HTMLButtonElement>(null)
  const importing = useImportContractors(organisationId)
  const aborter = useRef<AbortController | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => () => aborter.current?.abort(), [])
  // Each new step's heading takes the focus, so a keyboard or screen-reader user is told where they are.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step changing is what moves the focus.
  useEffect(() => headingRef.current?.focus(), [state.step])

  const choose = async (file: File) => {
    aborter.current?.abort()
    const controller = new AbortController()
    aborter.current = controller
    setState({ step: 'checking', file, checked: 0, total: 0 })
    const checked = await checkImportFile(
      await file.text(),
      organisationId,
      (done, total) => setState({ step: 'checking', file, checked: done, total }),
      controller.signal,
    )
    if (checked === null) return
    if (!checked.ok) return setState({ step: 'choose', problem: checked.message })
    try {
      const report = await checkContractorImport(organisationId, file)
      if (!controller.signal.aborted) setState({ step: 'preview', file, report })
    } catch (error) {
      setState({ step: 'choose', problem: problemOf(error) })
    }
  }

  const runImport = (file: File) =>
    importing.mutate(file, {
      onSuccess: (report) => {
        setConfirming(false)
        setState({ step: 'done', report })
      },
      onError: (error) => {
        setConfirming(false)
        setState({ step: 'choose', problem: problemOf(error) })
      },
    })

  const heading = css({ fontSize: 'lg', fontWeight: '600', _focusVisible: { outline: 'none' } })
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      {(state.step === 'choose' || state.step === 'checking') && (
        <section className={card({ padding: 'lg' })} aria-labelledby="import-choose">
          <h2 id="import-choose" ref={headingRef} tabIndex={-1} className={heading}>
            Choose the file
          </h2>
          <FileChoice
            busy={state.step === 'checking'}
            problem={state.step === 'choose' ? state.problem : undefined}
            onChoose={(file) => void choose(file)}
          />
          {state.step === 'checking' && <CheckProgress checked={state.checked} total={state.total} />}
        </section>
      )}
      {state.step === 'preview' && (
        <section className={card({ padding: 'lg' })} aria-labelledby="import-preview">
          <h2 id="import-preview" ref={headingRef} tabIndex={-1} className={heading}>
            Check before importing
          </h2>
          <p role="status" className={css({ mt: '2' })}>
            {state.report.file_name}: {count(state.report.total, 'row')}.{' '}
            {count(state.report.ready.length, 'contractor')} ready to import,{' '}
            {state.report.skipped.length.toLocaleString('en-GB')} skipped,{' '}
            {state.report.refused.length.toLocaleString('en-GB')} refused.
          </p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '4' })}>
            <Button ref={importButton} disabled={state.report.ready.length === 0} onClick={() => setConfirming(true)}>
              Import {count(state.report.ready.length, 'contractor')}
            </Button>
            <Button variant="outline" onClick={() => setState({ step: 'choose' })}>
              Choose another file
            </Button>
          </div>
          {state.report.ready.length === 0 && (
            <p className={css({ mt: '2', color: 'fg.muted' })}>
              There is nothing to import: correct the refused rows and choose the file again.
            </p>
          )}
          <ReportLists report={state.report} readyTitle="Ready to import" />
          {confirmMounted && (
            <Suspense fallback={null}>
              <ConfirmDialog
                open={confirming}
                title={`Import ${count(state.report.ready.length, 'contractor')}?`}
                description={`They are added to the organisation you are working on, all together. ${count(state.report.skipped.length + state.report.refused.length, 'row')} of the file will not be imported.`}
                confirmLabel="Import"
                cancelLabel="Cancel"
                busy={importing.isPending}
                finalFocus={() => importButton.current}
                onConfirm={() => runImport(state.file)}
                onCancel={() => setConfirming(false)}
              />
            </Suspense>
          )}
        </section>
      )}
      {state.step === 'done' && (
        <section className={card({ padding: 'lg' })} aria-labelledby="import-done">
          <h2 id="import-done" ref={headingRef} tabIndex={-1} className={heading}>
            Import finished
          </h2>
          <p role="status" className={css({ mt: '2' })}>
            Imported {count(state.report.ready.length, 'contractor')} from {state.report.file_name}.{' '}
            {state.report.skipped.length.toLocaleString('en-GB')} skipped,{' '}
            {state.report.refused.length.toLocaleString('en-GB')} refused.
          </p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '4' })}>
            <Link to="/contractors" className={buttonStyles()}>
              See the contractors
            </Link>
            <Button variant="outline" onClick={() => setState({ step: 'choose' })}>
              Import another file
            </Button>
          </div>
          <ReportLists report={state.report} readyTitle="Imported" />
        </section>
      )}
    </div>
  )
}

const problemOf = (error: unknown) => {
  if (isHttpError(error, 413)) return MESSAGES.fileTooLarge
  if (isHttpError(error)) return errorMessageOf(error.data)
  return 'The file could not be checked. Try again in a moment.'
}

const FileChoice = ({
  busy,
  problem,
  onChoose,
}: {
  busy: boolean
  problem?: string
  onChoose: (file: File) => void
}) => {
  const alertId = useId()
  const label = 'CSV file of contractors'
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '3' })}>
      <p className={muted}>
        One contractor per row, under a header row with the columns {IMPORT_COLUMNS.join(', ')}. The last two may be
        left empty. At most {IMPORT_MAX_ROWS.toLocaleString('en-GB')} rows and 5MB.
      </p>
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            saveBlob(new Blob([importTemplate()], { type: 'text/csv;charset=utf-8' }), 'contractors-template.csv')
          }
        >
          Download the template
        </Button>
      </div>
      <FileUpload.Root
        maxFiles={1}
        accept={['.csv', 'text/csv']}
        acceptedFiles={[]}
        disabled={busy}
        invalid={problem !== undefined}
        translations={{ dropzone: `${label}: drop the file here` }}
        onFileChange={({ acceptedFiles, rejectedFiles }) => {
          const chosen = acceptedFiles[0] ?? rejectedFiles[0]?.file
          if (chosen) onChoose(chosen)
        }}
      >
        <FileUpload.Label>{label}</FileUpload.Label>
        <FileUpload.Dropzone disableClick aria-describedby={problem ? alertId : undefined}>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' })}>
            <span>Drop the file here, or</span>
            <FileUpload.Trigger asChild>
              <Button variant="outline" size="sm" disabled={busy}>
                Choose file
              </Button>
            </FileUpload.Trigger>
          </div>
        </FileUpload.Dropzone>
        {problem && (
          <p id={alertId} role="alert" className={css({ color: 'danger.text', fontWeight: '500', mt: '2' })}>
            {problem}
          </p>
        )}
        <FileUpload.HiddenInput />
      </FileUpload.Root>
    </div>
  )
}

const CheckProgress = ({ checked, total }: { checked: number; total: number }) => {
  const rowsDone = total > 0 && checked >= total
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mt: '4' })}>
      <progress
        aria-label="Rows checked"
        value={total > 0 ? checked : undefined}
        max={total > 0 ? total : undefined}
        className={css({ width: { base: 'full', sm: '64' }, accentColor: 'accent.default' })}
      />
      <span role="status">
        {rowsDone
          ? 'Rows checked. Looking for contractors the organisation already has…'
          : `Checked ${checked.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')} rows`}
      </span>
    </div>
  )
}

const ReportLists = ({ report, readyTitle }: { report: ContractorImportReport; readyTitle: string }) => (
  <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', mt: '6' })}>
    {report.refused.length > 0 && (
      <div>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
          <h3 className={subheading}>Refused ({report.refused.length.toLocaleString('en-GB')})</h3>
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              saveBlob(
                new Blob([refusedRowsCsv(report.refused)], { type: 'text/csv;charset=utf-8' }),
                `refused-${report.file_name.replace(/\.csv$/i, '')}.csv`,
              )
            }
          >
            Download the refused rows
          </Button>
        </div>
        <p className={muted}>Correct these rows in the downloaded file (its last column says why) and import it.</p>
        <RowTable caption="Refused rows" rows={report.refused} errors />
      </div>
    )}
    {report.skipped.length > 0 && (
      <div>
        <h3 className={subheading}>Skipped ({report.skipped.length.toLocaleString('en-GB')})</h3>
        <p className={muted}>The organisation already has a contractor with each of these e-mail addresses.</p>
        <RowTable caption="Skipped rows" rows={report.skipped} />
      </div>
    )}
    {report.ready.length > 0 && (
      <div>
        <h3 className={subheading}>
          {readyTitle} ({report.ready.length.toLocaleString('en-GB')})
        </h3>
        <RowTable caption={`${readyTitle} rows`} rows={report.ready} />
      </div>
    )}
  </div>
)

const subheading = css({ fontSize: 'md', fontWeight: '600' })

type Row = { line: number; name: string; email: string; errors?: RefusedImportRow['errors'] }

const RowTable = ({ caption, rows, errors = false }: { caption: string; rows: readonly Row[]; errors?: boolean }) => (
  <div className={css({ overflowX: 'auto', mt: '2' })}>
    <table className={table}>
      <caption className={css({ srOnly: true })}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col">Name</th>
          <th scope="col">E-mail</th>
          {errors && <th scope="col">Why</th>}
        </tr>
      </thead>
      <tbody>
        {rows.slice(0, SHOWN).map((row) => (
          <tr key={row.line}>
            <th scope="row">{row.line}</th>
            <td>{row.name || '—'}</td>
            <td className={css({ wordBreak: 'break-all' })}>{row.email || '—'}</td>
            {errors && (
              <td>
                <ul className={css({ listStyle: 'disc', pl: '4' })}>
                  {row.errors?.map((error) => (
                    <li key={`${error.field}:${error.message}`}>{error.message}</li>
                  ))}
                </ul>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
    {rows.length > SHOWN && (
      <p className={muted}>
        And {count(rows.length - SHOWN, 'more row')}
        {errors ? ': download the refused rows to see them all.' : '.'}
      </p>
    )}
  </div>
)

const table = css({
  width: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': {
    textAlign: 'left',
    verticalAlign: 'top',
    px: '2',
    py: '1.5',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
  },
  '& thead th': { fontWeight: '600', color: 'fg.muted' },
  '& tbody th': { fontWeight: '400' },
})
