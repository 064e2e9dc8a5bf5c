import { DataBoundary } from '@/components/ui/DataBoundary'
import { HomeAbout } from './HomeAbout'
import { HomeAnnouncements } from './HomeAnnouncements'
import { HomeBirthdays } from './HomeBirthdays'
import { HomeEvents } from './HomeEvents'
import { HomeFacilities } from './HomeFacilities'
import { HomeGallery } from './HomeGallery'
import { HomeMessageDesk } from './HomeMessageDesk'
import { HomeNews } from './HomeNews'

/** The sections below the first screen, in the spec's order. */
const SECTIONS = [
  HomeAnnouncements,
  HomeAbout,
  HomeNews,
  HomeEvents,
  HomeFacilities,
  HomeBirthdays,
  HomeMessageDesk,
  HomeGallery,
] as const

/**
 * The home sections below the first screen. A chunk of their own (HomePage.tsx renders it once the page is
 * hydrated), with the code only they use: the message desk's HTML sanitiser, the events and birthdays
 * carousels, the marquee. They mount together, in one render.
 */
export default function HomeBelowFold() {
  return (
    <>
      {SECTIONS.map((Section, index) => (
        // A fixed list: the position is the section. A section that breaks on its data (saved data of the wrong
        // shape) is left out; the others stay.
        <DataBoundary key={index} fallback={null}>
          <Section />
        </DataBoundary>
      ))}
    </>
  )
}
