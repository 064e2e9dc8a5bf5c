import './home.css'
import { HomeAbout } from './HomeAbout'
import { HomeAnnouncements } from './HomeAnnouncements'
import { HomeBirthdays } from './HomeBirthdays'
import { HomeEvents } from './HomeEvents'
import { HomeFacilities } from './HomeFacilities'
import { HomeGallery } from './HomeGallery'
import { HomeMessageDesk } from './HomeMessageDesk'
import { HomeMissionVision } from './HomeMissionVision'
import { HomeNews } from './HomeNews'
import { HomeNotificationPopup } from './HomeNotificationPopup'
import { HomeRegistrationBanner } from './HomeRegistrationBanner'
import { HomeSlider } from './HomeSlider'

/**
 * The home page, in the spec's order (section 2, "Home (/)"). Every section reads its own query and shows its own
 * loading, empty and error states, so a failing or malformed call affects only that section.
 */
export function HomePage() {
  return (
    <div className="home">
      <HomeRegistrationBanner />
      <HomeNotificationPopup />
      <HomeSlider />
      <HomeMissionVision />
      <HomeAnnouncements />
      <HomeAbout />
      <HomeNews />
      <HomeEvents />
      <HomeFacilities />
      <HomeBirthdays />
      <HomeMessageDesk />
      <HomeGallery />
    </div>
  )
}
