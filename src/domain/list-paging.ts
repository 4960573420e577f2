// The page sizes every list offers (rule lists.defaults). Free of Effect Schema: the browser's URL parsers, which load
// before the first paint, read them without the server's query schemas.
export const PAGE_SIZES = ['10', '20', '30'] as const
export const DEFAULT_PAGE_SIZE = 30
