import { lazy, Suspense } from 'react'
import './home.css'
import { useFirstPagePainted } from '@/first-visit/first-paint'
import { DataBoundary } from '@/components/ui/DataBoundary'
import { HomeMissionVision } from './HomeMissionVision'
import { HomeNotificationPopup } from './HomeNotificationPopup'
import { HomeRegistrationBanner } from './HomeRegistrationBanner'
import { HomeSlider } from './HomeSlider'

const HomeBelowFold = lazy(() => import('./HomeBelowFold'))

/**
 * The home page, in the spec's order (section 2, "Home (/)"). Every section reads its own query and shows its own
 * loading, empty and error states, so a failing or malformed call affects only that section.
 *
 * On a first visit the top of the page (slider, banner, mission) paints first; the notification popup and the
 * sections below the fold, their code and their calls follow in the next task, all the sections together (issue 9:
 * the first screen of a phone on mobile data does not wait for what it cannot show). The prerendered HTML is that
 * top alone, and so is the render that hydrates it (`useFirstPagePainted` is false on the server and while
 * hydrating). `main` is at least a screen tall, so nothing visible moves when the rest arrives.
 */
export function HomePage() {
  const firstPagePainted = useFirstPagePainted()
  return (
    <div className="home">
      {/* The popup and the banner show nothing when their call fails (spec section 8), nor when their data breaks them. */}
      {firstPagePainted ? (
        <DataBoundary fallback={null}>
          <HomeNotificationPopup />
        </DataBoundary>
      ) : null}
      <HomeSlider />
      {/* Below the slider, not over it (issue 34): in the flow, in room the prerendered page keeps for it. */}
      <DataBoundary fallback={null}>
        <HomeRegistrationBanner />
      </DataBoundary>
      <HomeMissionVision />
      {firstPagePainted ? (
        <Suspense fallback={null}>
          <HomeBelowFold />
        </Suspense>
      ) : null}
    </div>
  )
}
