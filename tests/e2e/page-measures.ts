import { test, type Page } from '@playwright/test'

/** How far the page scrolls sideways, and the widest elements that stick out (for the failure message). */
export async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const overflow = document.documentElement.scrollWidth - width
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter((element) => !element.closest('[aria-hidden="true"], .swiper, .marquee__viewport, .visually-hidden'))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`)
    return { overflow, culprits }
  })
}

/** Heights in px, top of the header to the bottom of the Main navigation (the menu bar when the menu is closed). */
export async function headerHeights(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')
    const nav = document.querySelector('nav.main-nav') // the menu bar, named "Main" in English and in Hindi's words
    const topStrip = document.querySelector('.top-strip')
    const demoNotice = document.querySelector('.demo-notice')
    const height = (element: Element | null) => element?.getBoundingClientRect().height ?? 0
    return {
      header: (nav?.getBoundingClientRect().bottom ?? 0) - (header?.getBoundingClientRect().top ?? 0),
      topStrip: height(topStrip),
      demoNotice: height(demoNotice),
    }
  })
}

/** Record a measurement in the report (test annotations) and the log. */
export function record(type: string, description: string) {
  console.log(`${type}: ${description}`)
  test.info().annotations.push({ type, description })
}

/** README, "A compact header on phones": the widths it is measured at, on a screen this tall. */
export const PHONE_WIDTHS = [360, 375, 390, 414] as const
export const PHONE_HEIGHT = 740
/** The tallest the header may be on a phone, top strip to the bottom of the menu bar. */
export const COMPACT_HEADER_MAX_PX = 130
/** The smallest first screen the page's heading must start on (a 360 x 640 phone). */
export const SMALLEST_FIRST_SCREEN_PX = 640

/** Every page that lists records, with filters or without: each starts with its list on a phone. */
export const LIST_PAGES = [
  '/Events',
  '/News',
  '/Gallery',
  '/VideoGallery',
  '/topperX',
  '/topperXII',
  '/classTopper',
  '/faculty',
  '/OfficeBearers',
  '/syllabus',
] as const
