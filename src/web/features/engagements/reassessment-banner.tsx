// "This is a Reassessment" above the assessment of an engagement made by reassessing another (rule
// engagement.edit-screen), with a link to the engagement it came from.
import { Link } from '@tanstack/react-router'
import { css } from '../../../../styled-system/css'
import { link } from '../../../../styled-system/recipes'

export const ReassessmentBanner = ({
  contractorId,
  reassessedFromId,
}: {
  contractorId: string
  reassessedFromId: string
}) => (
  <section aria-label="Reassessment" className={banner}>
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

const banner = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '4',
  borderRadius: 'md',
  borderWidth: '1px',
  bg: 'accent.subtle',
  borderColor: 'accent.muted',
  color: 'fg.default',
})
