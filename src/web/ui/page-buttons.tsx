// The page buttons of a paged table (rule lists.paging): previous, the block of 4 page numbers holding the current
// page, next. Shared by the URL-kept lists and the tables that page in memory (the review panel).
import { dataTable } from '../../../styled-system/recipes'
import { ChevronLeftIcon, ChevronRightIcon } from './icons'
import { pageWindow } from './list-state'

type PageButtonsProps = {
  page: number
  pages: number
  onPage: (page: number) => void
  /** Names the navigation when more than one paged table is on the page. */
  label?: string
}

export const PageButtons = ({ page, pages, onPage, label = 'Pages' }: PageButtonsProps) => {
  const styles = dataTable()
  return (
    <nav aria-label={label} className={styles.pages}>
      <button
        type="button"
        className={styles.pageButton}
        aria-label="Previous page"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeftIcon size={16} />
      </button>
      {pageWindow(page, pages).map((n) => (
        <button
          key={n}
          type="button"
          className={styles.pageButton}
          aria-label={`Page ${n}`}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className={styles.pageButton}
        aria-label="Next page"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRightIcon size={16} />
      </button>
    </nav>
  )
}
