// Small logo files for the unit and API tests: real PNG and JPEG signatures, and SVGs safe and hostile.
import { crc32 } from 'node:zlib'

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
)

/** The PNG above with its header (IHDR) declaring another size, its checksum made right again. */
export const pngDeclaring = (width: number, height: number) => {
  const png = Buffer.from(PNG)
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}

/** The JPEG above with its frame header (SOF2, progressive) declaring another size (at most 65,535 a side). */
export const jpegDeclaring = (width: number, height: number) => {
  const jpeg = Buffer.from(JPEG)
  const frame = jpeg.indexOf(Buffer.from([0xff, 0xc2]))
  jpeg.writeUInt16BE(height, frame + 5)
  jpeg.writeUInt16BE(width, frame + 7)
  return jpeg
}

/** A safe SVG whose root declares these attributes (width, height, viewBox). */
export const svgDeclaring = (attributes: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect width="1" height="1"/></svg>`

const svg = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${inner}</svg>`

/** A logo a design tool might export: gradients, fragment links, inline raster, a style sheet. */
export const SAFE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
${svg(`
  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>
  <style>.a { fill: url(#g); stroke: url('#g') }</style>
  <rect class="a" width="10" height="10" style="fill: url(&quot;#g&quot;)"/>
  <use href="#g" xlink:href="#g"/>
  <image width="1" height="1" href="data:image/png;base64,${PNG.toString('base64')}"/>
  <text>Acme</text>`)}`

/** Each is refused; the key says why. */
export const HOSTILE_SVGS: Record<string, string> = {
  'a script element': svg('<script>alert(1)</script>'),
  'a prefixed script element': svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'),
  'an onload attribute': svg('<rect width="1" height="1"/>', ' onload="alert(1)"'),
  'an onclick attribute in mixed case': svg('<rect onClick="alert(1)" width="1" height="1"/>'),
  'a foreignObject': svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
  'an iframe': svg('<iframe xmlns="http://www.w3.org/1999/xhtml" src="https://example.com"/>'),
  'an embed': svg('<embed src="https://example.com/x.swf"/>'),
  'an object': svg('<object data="https://example.com/x"/>'),
  'a javascript: href': svg('<a href="javascript:alert(1)"><text>x</text></a>'),
  'a javascript: xlink:href hidden by a tab and an entity': svg(
    '<a xlink:href="java&#9;script&#58;alert(1)"><text>x</text></a>',
  ),
  'javascript: in another attribute': svg('<rect width="1" height="1" fill="javascript:alert(1)"/>'),
  'an external href': svg('<image href="https://example.com/tracker.png" width="1" height="1"/>'),
  'an external xlink:href': svg('<use xlink:href="https://example.com/sprite.svg#icon"/>'),
  'a data: URL that is not a raster image': svg('<image href="data:text/html;base64,PHNjcmlwdD4=" width="1"/>'),
  'an animation that writes href': svg('<a><set attributeName="href" to="https://example.com"/></a>'),
  'a DOCTYPE': `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${svg('')}`,
  'an ENTITY declaration': `<!DOCTYPE svg [<!ENTITY lol "lol">]>${svg('<text>&lol;</text>')}`,
  'an external style sheet instruction': `<?xml-stylesheet href="https://example.com/x.css"?>${svg('')}`,
  'a style element with an external url()': svg('<style>rect { fill: url(https://example.com/x.svg#p) }</style>'),
  'a style element with @import': svg('<style>@import "https://example.com/x.css";</style>'),
  'a style element in CDATA with an external url()': svg(
    '<style><![CDATA[rect { background: url(//example.com/x) }]]></style>',
  ),
  'a style attribute with an external url()': svg('<rect style="fill:url(https://example.com/p)" width="1"/>'),
  'a style attribute hiding url( behind an escape': svg('<rect style="fill:u\\72l(https://example.com/p)"/>'),
  'a fill with an external url()': svg('<rect fill="url(https://example.com/x.svg#p)" width="1"/>'),
  'an HTML element': svg('<p xmlns="http://www.w3.org/1999/xhtml">x</p>'),
  'an undeclared entity': svg('<text>&nbsp;</text>'),
  'text that is not XML': 'just some text, not an image',
  HTML: '<html><body><script>alert(1)</script></body></html>',
  'XML whose root is not svg': '<?xml version="1.0"?><note><to>x</to></note>',
  'an unclosed svg': '<svg xmlns="http://www.w3.org/2000/svg"><rect>',
  'two roots': `${svg('')}${svg('')}`,
}
