import { HomeAbout } from './HomeAbout'
import { HomeAnnouncements } from './HomeAnnouncements'
import { HomeBirthdays } from './HomeBirthdays'
import { HomeEvents } from './HomeEvents'
import { HomeFacilities } from './HomeFacilities'
import { HomeGallery } from './HomeGallery'
import { HomeMessageDesk } from './HomeMessageDesk'
import { HomeNews } from './HomeNews'

/**
 * The home sections below the first screen, in the spec's order. A chunk of their own (HomePage.tsx loads it
 * once the top of the page has painted), with the code only they use: the message desk's HTML sanitiser, the
 * events and birthdays carousels, the marquee.
 */
export default function HomeBelowFold() {
  return (
    <>
      <HomeAnnouncements />
      <HomeAbout />
      <HomeNews />
      <HomeEvents />
      <HomeFacilities />
      <HomeBirthdays />
      <HomeMessageDesk />
      <HomeGallery />
    </>
  )
}
