// / for organisation users: the progress board (rules board.screen, board.rules): six columns
// with their counts, the newest cards of each, a search and "Show archived assessments", all kept in the URL.
// Which column a card is in, and what its menu offers, come from the server, which asks the engagement machine.
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { BOARD_COLUMN_CAP, ENGAGEMENT_LIST_MESSAGES } from '#domain/engagement-list-values'
import type { BoardColumn } from '#domain/engagement-lists'
import { css } from '../../../../styled-system/css'
import { callout, link } from '../../../../styled-system/recipes'
import { Page } from '../../ui/page'
import { SearchBox } from '../../ui/search-box'
import { Spinner } from '../../ui/spinner'
import { Switch } from '../../ui/switch'
import { useEngagementLink } from '../session/use-engagement-link'
import { useProgressBoard } from './api/get-progress-board'
import { BoardCard } from './board-card'
import { BOARD_HEADING } from './board-heading'

export const EMPTY_COLUMN_TEXT = 'No assessments at this stage.'

type ProgressBoardPageProps = {
  /** The organisation chosen in the selector; the board shows it and the ones below it (all in reach without). */
  organisationId: string | null
  search: string
  showArchived: boolean
  onSearch: (search: string) => void
  onShowArchivedChange: (showArchived: boolean) => void
  /** What the page shows above the board (the reviews waiting for this person). */
  lead?: ReactNode
}

export const ProgressBoardPage = (props: ProgressBoardPageProps) => {
  const { organisationId, search, showArchived } = props
  const board = useProgressBoard({ organisationId, search, showArchived })
  // Once for the board, not once per card: each card asking would subscribe 120 times to the session and the reviews.
  const linkOf = useEngagementLink()
  return (
    <Page {...BOARD_HEADING}>
      {props.lead}
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4' })}>
        <SearchBox
          label="Search assessments"
          placeholder="Search by assessment, contractor or organisation"
          value={search}
          onSearch={props.onSearch}
        />
        <Switch checked={showArchived} onCheckedChange={props.onShowArchivedChange}>
          {ENGAGEMENT_LIST_MESSAGES.showArchived}
        </Switch>
      </div>
      {board.isError ? (
        <p role="alert" className={callout({ tone: 'danger' })}>
          The progress board could not be loaded. Reload the page to try again.
        </p>
      ) : !board.data ? (
        <div className={css({ display: 'flex', justifyContent: 'center', py: '10' })}>
          <Spinner />
          <span className={css({ srOnly: true })}>Loading</span>
        </div>
      ) : (
        // Six columns side by side; on a narrow screen the row scrolls (a focusable region, for keyboards). Relative:
        // the columns' visually hidden text is placed within it, or it would widen the page beside the scroller.
        <section
          aria-label="Progress board"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          aria-busy={board.isFetching || undefined}
          className={css({
            display: 'grid',
            gridTemplateColumns: 'repeat(6, minmax(10.5rem, 1fr))',
            alignItems: 'start',
            gap: '2',
            overflowX: 'auto',
            // The containing block of what is positioned inside (the screen-reader texts), so none of it escapes
            // the scroll and widens the page on a phone.
            position: 'relative',
            pb: '2',
            _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
          })}
        >
          {board.data.columns.map((column) => (
            <Column key={column.stage} column={column} search={search} showArchived={showArchived} linkOf={linkOf} />
          ))}
        </section>
      )}
    </Page>
  )
}

const cardList = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  listStyle: 'none',
  p: '0.5',
  // A card below the first three is out of view on a first load, so it is neither styled nor laid out until it
  // scrolls near: laying all 120 out was the largest part of the board's first render. The first three are drawn at
  // once, or their real height would push the next ones down as they appear. A skipped card keeps a card's height.
  '& > li:nth-child(n+4)': { contentVisibility: 'auto', containIntrinsicSize: 'auto 12rem' },
})

type ColumnProps = {
  column: BoardColumn
  search: string
  showArchived: boolean
  linkOf: ReturnType<typeof useEngagementLink>
}

const Column = ({ column, search, showArchived, linkOf }: ColumnProps) => {
  const headingId = `board-column-${column.stage.replace(/\W+/g, '-').toLowerCase()}`
  const capped = column.count > column.items.length
  return (
    <section
      aria-labelledby={headingId}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '2',
        p: '2',
        bg: 'bg.muted',
        borderRadius: 'lg',
        minWidth: '0',
      })}
    >
      <h2
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          gap: '2',
          px: '1',
          fontSize: 'sm',
          fontWeight: '700',
          textTransform: 'uppercase',
          letterSpacing: '0.03em',
        })}
      >
        <span id={headingId}>{column.stage}</span>
        <span className={css({ bg: 'bg.surface', borderRadius: 'full', px: '2', fontSize: 'xs', fontWeight: '700' })}>
          <span className={css({ srOnly: true })}>: </span>
          {column.count}
          <span className={css({ srOnly: true })}>{column.count === 1 ? ' assessment' : ' assessments'}</span>
        </span>
      </h2>
      {column.items.length === 0 ? (
        <p className={css({ color: 'fg.muted', fontSize: 'sm', px: '1', py: '2' })}>{EMPTY_COLUMN_TEXT}</p>
      ) : (
        // The page scrolls, never a column: a column holds at most BOARD_COLUMN_CAP cards, each shown whole.
        <ul className={cardList}>
          {column.items.map((card) => (
            <li key={card.id}>
              <BoardCard card={card} target={linkOf(card)} />
            </li>
          ))}
        </ul>
      )}
      {capped && (
        <Link
          to="/assessments"
          search={{
            progress: column.stage,
            ...(search.trim() ? { search } : {}),
            ...(showArchived ? { show_archived: true } : {}),
          }}
          className={link()}
          aria-label={`View all ${column.count} ${column.stage} assessments`}
        >
          View all {column.count}
        </Link>
      )}
      {capped && <span className={css({ srOnly: true })}>Showing the newest {BOARD_COLUMN_CAP}.</span>}
    </section>
  )
}
