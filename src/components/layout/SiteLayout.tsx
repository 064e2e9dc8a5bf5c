import { Trans } from '@lingui/react/macro'
import type { CSSProperties, ReactNode } from 'react'
import { config } from '@/config/env'
import { PhotosOnRequestNotice } from '@/components/ui/PhotosOnRequestNotice'
import { Breadcrumb } from './Breadcrumb'
import { DemoDataNotice } from './DemoDataNotice'
import { HindiOffer } from './HindiOffer'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

/**
 * The site's origin as a CSS string: on paper a site-relative link in main is followed by its full address, this
 * origin and then the link's path (global.css, print); CSS has no other way to learn the origin of the build.
 */
const SITE_URL_STYLE: CSSProperties & Record<'--site-url', string> = { '--site-url': JSON.stringify(config.siteUrl) }

/** The common frame of every page (spec section 1): header, breadcrumb on inner pages, main, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to main content</Trans>
      </a>
      <DemoDataNotice />
      <SiteHeader />
      <Breadcrumb />
      <main id="main" tabIndex={-1} style={SITE_URL_STYLE}>
        <PhotosOnRequestNotice />
        {children}
      </main>
      <SiteFooter />
      <HindiOffer />
    </>
  )
}
