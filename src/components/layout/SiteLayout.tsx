import type { ReactNode } from 'react'
import { PhotosOnRequestNotice } from '@/components/ui/PhotosOnRequestNotice'
import { Breadcrumb } from './Breadcrumb'
import { DemoDataNotice } from './DemoDataNotice'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

/** The common frame of every page (spec section 1): header, breadcrumb on inner pages, main, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <DemoDataNotice />
      <SiteHeader />
      <Breadcrumb />
      <main id="main" tabIndex={-1}>
        <PhotosOnRequestNotice />
        {children}
      </main>
      <SiteFooter />
    </>
  )
}
