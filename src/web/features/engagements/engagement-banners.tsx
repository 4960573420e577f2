// The notices above the assessment of a saved engagement (spec part 2 §2 screens 2 and 4): "This is a
// Reassessment" with the engagement it came from, and a newer question set version to move the current
// assessment to.
import { Link } from '@tanstack/react-router'
import type { EngagementRecord } from '#domain/assessments'
import { css } from '../../../../styled-system/css'
import { link } from '../../../../styled-system/recipes'
import { Button } from '../../ui/button'
import { notify } from '../../ui/toaster'
import { useLatestQuestionSet } from './api/get-question-set'
import { useUpdateQuestionSet } from './api/update-question-set'

export const ReassessmentBanner = ({
  contractorId,
  reassessedFromId,
}: {
  contractorId: string
  reassessedFromId: string
}) => (
  <section aria-label="Reassessment" className={banner('info')}>
    <p className={css({ fontWeight: '700' })}>This is a Reassessment</p>
    <p>
      It starts again from an earlier engagement of this contractor.{' '}
      <Link
        to="/edit-contractor/$contractorId/edit-engagement/$engagementId"
        params={{ contractorId, engagementId: reassessedFromId }}
        className={link()}
      >
        Open the original engagement
      </Link>
    </p>
  </section>
)

type QuestionSetUpdateBannerProps = { engagement: EngagementRecord; canUpdate: boolean }

/** Shown while the current assessment is on an older version than the latest of its type. */
export const QuestionSetUpdateBanner = ({ engagement, canUpdate }: QuestionSetUpdateBannerProps) => {
  const current = engagement.assessments[0]
  const latest = useLatestQuestionSet(engagement.question_set_type_code, current?.requires_update === true)
  const update = useUpdateQuestionSet()
  if (!current?.requires_update) return null
  const version = latest.data?.version
  return (
    <section aria-label="New question set version" className={banner('warning')}>
      <p className={css({ fontWeight: '700' })}>
        {version
          ? `A new version of the question set is available: version ${version}.`
          : 'A new version of the question set is available.'}
      </p>
      <p>
        This assessment uses version {current.question_set_version}. Update it to answer the questions of the new
        version.
      </p>
      {canUpdate && latest.data && (
        <div>
          <Button
            size="sm"
            loading={update.isPending}
            onClick={() => {
              const questionSet = latest.data
              update.mutate(
                { engagementId: engagement.id, assessmentId: current.id, questionSetId: questionSet.id },
                {
                  onSuccess: () =>
                    notify.success({
                      title: 'Question set updated',
                      description: `The assessment now uses version ${questionSet.version}.`,
                    }),
                },
              )
            }}
          >
            Update
          </Button>
        </div>
      )}
    </section>
  )
}

const bannerStyles = {
  info: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    p: '4',
    borderRadius: 'md',
    borderWidth: '1px',
    bg: 'accent.subtle',
    borderColor: 'accent.muted',
    color: 'fg.default',
  }),
  warning: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    p: '4',
    borderRadius: 'md',
    borderWidth: '1px',
    bg: 'warning.subtle',
    borderColor: 'warning.border',
    color: 'warning.text',
  }),
}
const banner = (tone: keyof typeof bannerStyles) => bannerStyles[tone]
