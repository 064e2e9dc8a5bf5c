import DOMPurify from 'dompurify'
import { fileUrl, safeLinkUrl } from '../../api/image-url'

/**
 * The one sanitiser for server-provided HTML (the principal's message and the like).
 * DOMPurify removes scripts, event-handler attributes and javascript: URLs; on top of that every
 * surviving link goes through safeLinkUrl (or is a mailto:/tel:), every image through fileUrl,
 * and links that open a new tab get rel="noopener noreferrer".
 */
const purifier = DOMPurify()

const CONTACT_LINK = /^(mailto|tel):/i

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.hasAttribute('href')) {
    const href = node.getAttribute('href') ?? ''
    const safe = CONTACT_LINK.test(href.trim()) ? href.trim() : safeLinkUrl(href)
    if (safe) node.setAttribute('href', safe)
    else node.removeAttribute('href')
  }
  if (node.hasAttribute('src')) {
    const safe = fileUrl(node.getAttribute('src'))
    if (safe) node.setAttribute('src', safe)
    else node.removeAttribute('src')
  }
  if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer')
  else node.removeAttribute('target')
})

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
]

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    FORBID_TAGS: FORBIDDEN_TAGS,
    // xlink:href is inert without svg/math (both forbidden), but goes too, in case either is ever allowed.
    FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'xlink:href'],
    ALLOW_DATA_ATTR: false,
    ADD_ATTR: ['target'],
  })
}

/** The plain text of server HTML (for a shortened preview), with nothing executed on the way. */
export function htmlToText(html: string): string {
  const container = document.createElement('div')
  container.innerHTML = sanitizeHtml(html)
  return (container.textContent ?? '').replace(/\s+/g, ' ').trim()
}
