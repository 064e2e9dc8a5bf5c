import { lazy, Suspense } from 'react'
import './home.css'
import { DataBoundary } from '@/components/ui/DataBoundary'
import { useHydrated } from '@/components/ui/use-hydrated'
import { NotifyMe } from '@/components/notify/NotifyMe'
import { HomeMissionVision } from './HomeMissionVision'
import { HomeNotificationPopup } from './HomeNotificationPopup'
import { HomeRegistrationBanner } from './HomeRegistrationBanner'
import { HomeSlider } from './HomeSlider'

const HomeBelowFold = lazy(() => import('./HomeBelowFold'))

/**
 * The home page, in the spec's order (section 2, "Home (/)"). Every section reads its own query and shows its own
 * loading, empty and error states, so a failing or malformed call affects only that section.
 *
 * The prerendered HTML is the top of the page (slider, banner, mission), and so is the render that hydrates it; the
 * notification popup and the sections below the fold (their own chunk, with the HTML sanitiser and the marquee)
 * render once the page is hydrated. `main` is at least a screen tall, so nothing visible moves when they arrive.
 */
export function HomePage() {
  const hydrated = useHydrated()
  return (
    <div className="home">
      {/* The popup and the banner show nothing when their call fails (spec section 8), nor when their data breaks them. */}
      {hydrated ? (
        <DataBoundary fallback={null}>
          <HomeNotificationPopup />
        </DataBoundary>
      ) : null}
      <HomeSlider />
      {/* Below the slider, not over it (it hid the slide): in the flow, in room the prerendered page keeps for it. */}
      <DataBoundary fallback={null}>
        <HomeRegistrationBanner />
      </DataBoundary>
      <HomeMissionVision />
      {/* Where the server sends notifications, below the first screen: nothing above it moves. */}
      {hydrated ? (
        <div className="container home-notify">
          <NotifyMe />
        </div>
      ) : null}
      {hydrated ? (
        <Suspense fallback={null}>
          <HomeBelowFold />
        </Suspense>
      ) : null}
    </div>
  )
}
