// The sanitiser that terms and result summaries pass through, tried directly in the real browser with the tricks
// that beat naive sanitisers. The app's policy would stop an inline script anyway; this proves the HTML itself is
// inert, so a looser policy or a copied fragment would not open a hole.

import { build } from 'esbuild'
import { expect, type Page, test } from './test.ts'

/** The sanitiser with DOMPurify, bundled as the web build bundles it, exposed on `window` in a bare page. */
const sanitiserModule = async () => {
  const { outputFiles } = await build({
    stdin: {
      contents: "import { sanitiseHtml } from './sanitise-html.ts'\nwindow.sanitiseHtml = sanitiseHtml",
      resolveDir: new URL('../../src/web/ui/', import.meta.url).pathname,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
  })
  return outputFiles[0]!.text
}

/** Each payload would set `window.pwned`, or leave a way to run code, if it got through. */
const PAYLOADS = [
  '<script>window.pwned = "script"</script>',
  '<img src="x" onerror="window.pwned = \'onerror\'">',
  '<a href="javascript:window.pwned=\'link\'">Read more</a>',
  '<a href=" JaVa&#x0A;ScRiPt:window.pwned=\'encoded\'">Read more</a>',
  '<a href="data:text/html,<script>parent.pwned=1</script>">Data</a>',
  '<iframe srcdoc="<script>parent.pwned=\'srcdoc\'</script>"></iframe>',
  '<svg><script>window.pwned = "svg"</script></svg>',
  '<svg><a><animate attributeName="href" values="javascript:window.pwned=1"/><text y="20">Go</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.pwned=\'mxss\'"></style></mglyph></table></mtext></math>',
  '<form action="https://example.org/steal"><button>Send</button></form>',
  '<object data="javascript:window.pwned=1"></object><embed src="javascript:window.pwned=1">',
  '<base href="https://example.org/"><meta http-equiv="refresh" content="0;url=javascript:window.pwned=1">',
  '<p style="background:url(javascript:window.pwned=1)" onmouseover="window.pwned=1">Styled</p>',
  '<template><img src=x onerror="window.pwned=\'template\'"></template>',
  '<noscript><p title="</noscript><img src=x onerror=window.pwned=\'noscript\'>"></p></noscript>',
]

const render = (page: Page, html: string) =>
  page.evaluate((markup) => {
    const host = document.createElement('div')
    host.replaceChildren((window as unknown as { sanitiseHtml: (html: string) => Node }).sanitiseHtml(markup))
    document.body.replaceChildren(host)
    return host.innerHTML
  }, html)

/** What is left that could run: handlers, script URLs, or an element that runs or loads a document. */
const leftovers = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll('*')].flatMap((element) => {
      const found = /^(script|iframe|object|embed|form|base|meta|style|svg|math|template)$/i.test(element.tagName)
        ? [`<${element.tagName}>`]
        : []
      for (const { name, value } of element.attributes)
        if (/^on/i.test(name) || name === 'style' || /^\s*(javascript|data|vbscript):/i.test(value.replace(/\s/g, '')))
          found.push(`${element.tagName} ${name}="${value}"`)
      return found
    }),
  )

const bundled = sanitiserModule()

test.beforeEach(async ({ page }) => {
  await page.goto('about:blank')
  await page.addScriptTag({ content: await bundled })
  await page.waitForFunction(() => 'sanitiseHtml' in window)
})

for (const payload of PAYLOADS)
  test(`leaves nothing that runs of ${payload.slice(0, 60)}`, async ({ page }) => {
    await render(page, payload)
    // Hover and click everything left, in case a handler or link survived.
    for (const element of await page.locator('body *').all()) {
      await element.hover({ force: true, timeout: 1000 }).catch(() => {})
      await element.click({ force: true, timeout: 1000, noWaitAfter: true }).catch(() => {})
    }
    expect(await leftovers(page)).toEqual([])
    expect(await page.evaluate(() => (window as unknown as { pwned?: unknown }).pwned)).toBeUndefined()
  })

test('keeps the content: text, headings moved down, links opening safely in a new tab', async ({ page }) => {
  const kept = await page.evaluate(() => {
    const sanitise = (window as unknown as { sanitiseHtml: (html: string, options: object) => Node }).sanitiseHtml
    const host = document.createElement('div')
    host.append(
      sanitise('<h1>Terms</h1><p>Read the <a href="https://www.gov.uk/guidance">guidance</a>.</p>', {
        headingLevelsDown: 1,
      }),
    )
    return host.innerHTML
  })
  expect(kept).toBe(
    '<h2>Terms</h2><p>Read the <a href="https://www.gov.uk/guidance" target="_blank" rel="noopener noreferrer">guidance</a>.</p>',
  )
})
