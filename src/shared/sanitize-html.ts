import DOMPurify from 'dompurify'
import { mediaUrl, safeLinkUrl } from '@/api/image-url'
import { imageSources } from '@/api/responsive-image'
import { RICH_TEXT_IMAGE_SIZES } from './image-sizes'
import { withoutEventHandlerAttributes } from './event-handler-attributes'

/**
 * The one sanitiser for server-provided HTML (the principal's message and the like).
 * DOMPurify removes scripts, event-handler attributes and javascript: URLs; on top of that every
 * surviving link goes through safeLinkUrl (or is a mailto:/tel:), every image through mediaUrl,
 * and links that open a new tab get rel="noopener noreferrer".
 *
 * Server HTML cannot reach the site's own styles or layout (UI redress): `class`, `id` and `name` are dropped, so
 * no site CSS (the lightbox's full-screen portal, say) matches an element of it, and `dialog` (the top layer),
 * `autoplay`, `poster` and `background` go too.
 *
 * Images go through the image pipeline like every backend photo: resized copies in a srcset, lazy, and
 * under Save-Data without a source until the visitor asks for photos (their alt text shows instead).
 */
let purifier: ReturnType<typeof DOMPurify> | undefined

/** The window sanitising happens in: the page's, or the one the optional server gives (sanitiseInWindow). */
let sanitizingWindow: (Window & typeof globalThis) | undefined

/**
 * The optional server's render has no window of its own: it gives one (jsdom's, server/node.ts), so that backend
 * HTML in its pages is sanitised by the same code and the same rules as in the browser.
 */
export function sanitizeInWindow(window: Window & typeof globalThis): void {
  sanitizingWindow = window
  purifier = undefined
}

function theWindow(): Window & typeof globalThis {
  return sanitizingWindow ?? window
}

/**
 * The one sanitiser, made on first use: DOMPurify needs a window, which the build's prerendering (Node, no DOM)
 * lacks. Server HTML is data, and a prerendered page has none, so nothing is sanitised there.
 */
function thePurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier
  purifier = DOMPurify(theWindow())
  purifier.addHook('afterSanitizeAttributes', secureAttributes)
  return purifier
}

const CONTACT_LINK = /^(mailto|tel):/i

export interface SanitizeOptions {
  /** Save-Data and photos not asked for: images keep their alt text and lose their source. */
  withholdImages?: boolean
}

/** The options of the sanitize call in progress (DOMPurify's hooks are registered once, for every call). */
let current: SanitizeOptions = {}

/** The display width an editor gave an image (`width="300"`), for its `sizes`; else the text column's. */
function imageSizes(image: Element): string {
  const width = Number(image.getAttribute('width'))
  return Number.isInteger(width) && width > 0 ? `${width}px` : RICH_TEXT_IMAGE_SIZES
}

function throughImagePipeline(image: Element, src: string): void {
  if (current.withholdImages) {
    image.removeAttribute('src')
    return
  }
  const sources = imageSources(src, Number(image.getAttribute('width')) || 0)
  image.setAttribute('src', sources.src)
  if (sources.srcSet) {
    image.setAttribute('srcset', sources.srcSet)
    image.setAttribute('sizes', imageSizes(image))
  }
  image.setAttribute('loading', 'lazy')
  image.setAttribute('decoding', 'async')
}

function secureAttributes(node: Element): void {
  if (node.hasAttribute('href')) {
    const href = node.getAttribute('href') ?? ''
    const safe = CONTACT_LINK.test(href.trim()) ? href.trim() : safeLinkUrl(href)
    if (safe) node.setAttribute('href', safe)
    else node.removeAttribute('href')
  }
  if (node.hasAttribute('src')) {
    const safe = mediaUrl(node.getAttribute('src'))
    if (!safe) node.removeAttribute('src')
    else if (node.nodeName === 'IMG') throughImagePipeline(node, safe)
    else node.setAttribute('src', safe)
  }
  // An image needs a text alternative: the editor's title where it gave one, else decorative (image-alt).
  if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', node.getAttribute('title') ?? '')
  if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer')
  else node.removeAttribute('target')
}

const FORBIDDEN_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'dialog',
]

const FORBIDDEN_ATTRIBUTES = [
  'style',
  'class',
  'id',
  'name',
  'srcset',
  'action',
  'formaction',
  'autoplay',
  'poster',
  'background',
  // xlink:href is inert without svg/math (both forbidden), but goes too, in case either is ever allowed.
  'xlink:href',
]

/**
 * Elements that act as soon as a document holds them, before any sanitiser can remove them: a `<base href>` set in
 * the document DOMPurify parses into is checked against the page's `base-uri 'none'`, and Chromium logs a
 * Content-Security-Policy error for each (four on a page whose server HTML carried one). `<meta http-equiv>` and
 * `<link>` preloads were tried too: in such a document Chromium neither applies nor fetches them.
 */
const ACT_WHEN_PARSED = 'base'

/** `root` without the elements ACT_WHEN_PARSED, also inside nested templates (whose contents querySelectorAll skips). */
function removeElementsThatActWhenParsed(root: DocumentFragment): void {
  for (const element of root.querySelectorAll(ACT_WHEN_PARSED)) element.remove()
  for (const template of root.querySelectorAll('template')) {
    // An HTML template's contents; a <template> inside svg or math is an ordinary element, its children already seen.
    if (template instanceof HTMLTemplateElement) removeElementsThatActWhenParsed(template.content)
  }
}

/**
 * Server HTML parsed where nothing in it can act, and without the elements that would once moved into a document:
 * a template's contents belong to an inert document, which Chromium checks no base URL of. DOMPurify then sanitises
 * the fragment itself (it imports a node rather than parsing text), so no parser ever sees the `<base>`.
 */
function inertFragmentOf(html: string): DocumentFragment {
  const template = theWindow().document.createElement('template')
  template.innerHTML = html
  removeElementsThatActWhenParsed(template.content)
  return template.content
}

export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  current = options
  try {
    return thePurifier().sanitize(inertFragmentOf(withoutEventHandlerAttributes(html)), {
      FORBID_TAGS: FORBIDDEN_TAGS,
      FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
      ALLOW_DATA_ATTR: false,
      ADD_ATTR: ['target'],
    })
  } finally {
    current = {}
  }
}

/**
 * The plain text of server HTML (for a shortened preview), with nothing executed on the way. Read from an inert
 * document: HTML set on an element of the page itself would start downloading its images.
 */
export function htmlToText(html: string): string {
  const document = new (theWindow().DOMParser)().parseFromString(sanitizeHtml(html), 'text/html')
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim()
}
