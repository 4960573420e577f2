// Which home a browser last showed at `/`: the board (organisation users) or the welcome page (contractors). The web
// app keeps it in a cookie of its own, and the server reads it to write that home's heading into the HTML it sends
// for `/` (docs/first-load.md). Only a hint for the first paint: nothing is decided by it.
export const HOME_COOKIE = 'ir35_home'
export const HOME_KINDS = ['board', 'contractor'] as const
export type HomeKind = (typeof HOME_KINDS)[number]

export const isHomeKind = (value: unknown): value is HomeKind => HOME_KINDS.includes(value as HomeKind)
