import type { ReactNode } from 'react'
import { pageOf, type PagePath } from '@/config/site-map'

interface PageShellProps {
  path: PagePath
  children?: ReactNode
}

/** A page's heading (its title from the site map) and body. */
export function PageShell({ path, children }: PageShellProps) {
  const title = pageOf(path)?.title ?? ''
  return (
    <div className="container page">
      <h1 className="page-title">{title}</h1>
      {children}
    </div>
  )
}
