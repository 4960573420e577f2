// What the progress board keeps in the URL: the search and whether archived assessments show, so that both
// survive a reload and a shared link (rule board.screen).
export type BoardSearch = { search?: string; show_archived?: true }

export const parseBoardSearch = (raw: Record<string, unknown>): BoardSearch => {
  const search = typeof raw.search === 'string' || typeof raw.search === 'number' ? String(raw.search) : ''
  const archived = raw.show_archived === true || raw.show_archived === 'true'
  return {
    ...(search.trim() ? { search: search.slice(0, 100) } : {}),
    ...(archived ? { show_archived: true } : {}),
  }
}
