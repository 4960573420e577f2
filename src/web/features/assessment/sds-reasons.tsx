// The reasons an issued SDS gives for its conclusion, as its PDF states them: a reviewer's override first, then
// each factor with what it showed, why, and the answers that decided it. The worker reads them on the View SDS
// page before choosing to acknowledge or dispute (s.61NA: the statement's reasons are the worker's to see).
import type { DeterminationReason } from '#domain/assessments'
import { css } from '../../../../styled-system/css'

type SdsReasonsProps = {
  reasons: readonly DeterminationReason[]
  override: { by: string | null; reason: string } | null
}

export const SdsReasons = ({ reasons, override }: SdsReasonsProps) => (
  <section aria-labelledby="sds-reasons" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
    <h3 id="sds-reasons" className={css({ fontSize: 'md', fontWeight: '700' })}>
      Reasons for the conclusion
    </h3>
    {override && (
      <p className={css({ bg: 'bg.subtle', borderRadius: 'md', p: '3' })}>
        The result was reviewed and set by {override.by ?? 'a reviewer'}: {override.reason}
      </p>
    )}
    {reasons.length === 0 ? (
      <p className={css({ color: 'fg.muted' })}>No reasons were recorded for this result.</p>
    ) : (
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {reasons.map((reason) => (
          <li key={reason.factor} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <p className={css({ fontWeight: '600' })}>
              {reason.factor}: {reason.result}
            </p>
            <p>{reason.why}</p>
            {reason.answers.length > 0 && (
              <ul aria-label={`Answers that decided ${reason.factor}`} className={answers}>
                {reason.answers.map((given) => (
                  <li key={given.question}>
                    {given.question} — {given.answer}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    )}
  </section>
)

const answers = css({ color: 'fg.muted', fontSize: 'sm', listStyle: 'disc', ps: '5' })
