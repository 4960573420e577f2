// The questionnaire's buttons: Previous, Save progress (only while Started), Next and Submit; Submit alone
// once an override answer ends it; Previous, Next and Close when viewing. Enabled when the machine says so.
import type { ReactNode } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { QuestionnaireEvent, questionnaireMachine } from '#machines/questionnaire.machine'
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'

type QuestionnaireFooterProps = {
  snapshot: SnapshotFrom<typeof questionnaireMachine>
  send: (event: QuestionnaireEvent) => void
  closable: boolean
  extraActions?: ReactNode
}

export const QuestionnaireFooter = ({ snapshot, send, closable, extraActions }: QuestionnaireFooterProps) => {
  const viewing = snapshot.matches('viewing')
  const overridden = snapshot.matches({ answering: 'overridden' })
  const paging = !overridden

  return (
    <div className={bar}>
      <div className={group}>
        {paging && (
          <Button
            variant="outline"
            disabled={!snapshot.can({ type: 'page.previous' })}
            onClick={() => send({ type: 'page.previous' })}
          >
            Previous
          </Button>
        )}
        {paging && (
          <Button
            variant="outline"
            disabled={!snapshot.can({ type: 'page.next' })}
            onClick={() => send({ type: 'page.next' })}
          >
            Next
          </Button>
        )}
      </div>
      <div className={group}>
        {extraActions}
        {(viewing || closable) && (
          <Button variant="outline" onClick={() => send({ type: 'questionnaire.leave' })}>
            Close
          </Button>
        )}
        {!viewing && snapshot.context.canSaveProgress && paging && (
          <Button
            variant="outline"
            loading={snapshot.matches('saving')}
            disabled={!snapshot.can({ type: 'progress.save' })}
            onClick={() => send({ type: 'progress.save' })}
          >
            Save progress
          </Button>
        )}
        {!viewing && (
          <Button
            loading={snapshot.matches('submitting')}
            disabled={!snapshot.can({ type: 'answers.submit' })}
            onClick={() => send({ type: 'answers.submit' })}
          >
            Submit
          </Button>
        )}
      </div>
    </div>
  )
}

const bar = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '3',
  pt: '4',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderTopColor: 'border.default',
})
const group = css({ display: 'flex', flexWrap: 'wrap', gap: '3' })
