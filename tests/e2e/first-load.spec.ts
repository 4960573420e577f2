// What the app's first page brings: the shell and the route parsers, not the domain's Effect Schema decoders,
// which load beside the calls and forms that use them (about 27 kB gzip kept off every first load).
import { expect, test } from '@playwright/test'

/** A string only Effect Schema's code holds: its error's type id survives minifying. */
const SCHEMA_MARK = '~effect/Schema/SchemaError'

test('the first load carries no Effect Schema', async ({ request }) => {
  const page = await request.get('/')
  expect(page.headers()['content-type']).toMatch(/^text\/html/)
  const html = await page.text()
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!)
  // The entry and what it imports at once: the router, React, Query, the session machine among them.
  expect(scripts.length).toBeGreaterThan(10)
  const carrying: string[] = []
  for (const script of scripts)
    if ((await (await request.get(script)).text()).includes(SCHEMA_MARK)) carrying.push(script)
  expect(carrying).toEqual([])
})
