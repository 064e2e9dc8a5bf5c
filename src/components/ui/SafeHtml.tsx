import { useMemo } from 'react'
import { usePhotosWithheld } from './photos-on-request'
import { sanitizeHtml } from '@/shared/sanitize-html'

/** Server HTML, sanitised before it reaches the DOM. The only place the app sets innerHTML. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const withholdImages = usePhotosWithheld()
  const clean = useMemo(() => sanitizeHtml(html, { withholdImages }), [html, withholdImages])
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}
