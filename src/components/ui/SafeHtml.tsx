import { useMemo } from 'react'
import { sanitizeHtml } from './sanitize-html'

/** Server HTML, sanitised before it reaches the DOM. The only place the app sets innerHTML. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}
