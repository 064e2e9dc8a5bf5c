import { screen, within } from '@testing-library/react'
import HINDI_ABOUT from 'content:hi/about.json'
import { afterEach, describe, expect, it } from 'vitest'
import { addHindiTexts } from '@/content/hindi'
import { renderRoute } from '../render-route'

/**
 * The school's fixed text on the Hindi pages (src/content/data-hi/, src/content/hindi.ts): a page with a Hindi file
 * shows its Hindi, none of it marked English; a text without Hindi shows its English marked `lang="en"`, and only it;
 * the English pages are as they were.
 */

/** The page's main region once its title (h1) is there. */
async function mainOf(path: string, title: string | RegExp) {
  renderRoute(path)
  const main = await screen.findByRole('main')
  await within(main).findByRole('heading', { level: 1, name: title })
  return main
}

/** Every element of `root` that says it is English. */
const markedEnglish = (root: HTMLElement) => [...root.querySelectorAll('[lang="en"]')]

describe('a fixed page in Hindi', () => {
  it('shows the rules in Hindi, the school’s rules filled in, nothing of it marked English', async () => {
    const main = await mainOf('/hi/RulesRegulations', /.+/)
    const heading = within(main).getByRole('heading', { level: 2, name: 'उपस्थिति' })
    expect(heading.closest('[lang]')?.getAttribute('lang') ?? 'hi').not.toBe('en')
    expect(within(main).getByText(/जो विद्यार्थी बिना छुट्टी लिए लगातार 10 दिन अनुपस्थित रहेगा/)).toBeInTheDocument()
    expect(within(main).queryByText(/Attendance/)).toBeNull()
    expect(markedEnglish(main)).toEqual([])
  })

  it('states a rule written in words in Hindi words', async () => {
    const main = await mainOf('/hi/ParentPortal', /.+/)
    expect(main).toHaveTextContent('सुबह 8 बजे से रात 8 बजे तक')
    expect(main).not.toHaveTextContent('8 AM to 8 PM')
  })

  it('shows the opening paragraph its route writes, and the cards’ words, in Hindi; the names as they are', async () => {
    const main = await mainOf('/hi/FullAttendance', /.+/)
    expect(within(main).getByText(/^सत्र 2024-2025 में स्कूल के हर कार्य-दिवस पर/)).toBeInTheDocument()
    expect(within(main).getByRole('heading', { level: 2, name: 'नर्सरी B' })).toBeInTheDocument()
    expect(within(main).getByRole('heading', { level: 3, name: 'Aadhya Srivastava' })).toBeInTheDocument()
    expect(markedEnglish(main)).toEqual([])
  })

  it('shows each office bearer’s post in Hindi under the name as written', async () => {
    const main = await mainOf('/hi/OfficeBearers', /.+/)
    const card = within(main).getByRole('heading', { level: 2, name: 'Aditya Narayan Singh' }).closest('article')
    expect(card).toHaveTextContent('स्कूल हेड बॉय (कक्षा 12-A)')
  })

  it('shows the laboratories’ tabs, titles and text in Hindi', async () => {
    const main = await mainOf('/hi/laboratory', /.+/)
    expect(within(main).getByRole('tab', { name: 'जीव विज्ञान लैब' })).toHaveAttribute('aria-selected', 'true')
    expect(within(main).getByRole('heading', { level: 2, name: 'जीव विज्ञान प्रयोगशाला' })).toBeVisible()
    expect(markedEnglish(main)).toEqual([])
  })

  it('shows the contact page’s text and the phones’ labels in Hindi, the address as it is', async () => {
    const main = await mainOf('/hi/contactUs', /.+/)
    expect(main).toHaveTextContent('स्कूल ऑफ़िस सोमवार से शनिवार')
    expect(main).toHaveTextContent('मुख्य ऑफ़िस: +91 5442 220 100')
    expect(main).toHaveTextContent('Station Road, Pilikothi')
  })
})

describe('a fixed page without its Hindi file', () => {
  afterEach(() => {
    // The about page's Hindi as the build gives it.
    addHindiTexts('about.json', HINDI_ABOUT)
  })

  it('shows its English, each text marked lang="en", inside the Hindi page (its title and frame Hindi)', async () => {
    // The page's module first (it gives its Hindi as it loads), then its texts as the build gives them when
    // src/content/data-hi/about.json is not there: each English text with no Hindi.
    const { ABOUT_PAGE } = await import('@/content/about')
    addHindiTexts(
      'about.json',
      HINDI_ABOUT.map(([english]) => [english, null] as const),
    )
    const main = await mainOf('/hi/about', 'हमारे बारे में')
    const english = ABOUT_PAGE.intro?.[0] ?? ''
    const intro = within(main).getByText(english)
    expect(intro).toHaveAttribute('lang', 'en')
    expect(
      within(main).getByRole('heading', { level: 2, name: 'Who we are' }).querySelector('[lang="en"]'),
    ).not.toBeNull()
    // Only the English texts: the page's title and the frame are not marked.
    expect(within(main).getByRole('heading', { level: 1 }).closest('[lang="en"]')).toBeNull()
    expect(markedEnglish(main).every((element) => element.tagName === 'SPAN')).toBe(true)
  })
})

describe('the English pages', () => {
  it('are as they were: English text, nothing marked with a language', async () => {
    const { ABOUT_PAGE } = await import('@/content/about')
    const about = await mainOf('/about', 'About us')
    expect(within(about).getByText(ABOUT_PAGE.intro?.[0] ?? '').tagName).toBe('P')
    expect(within(about).getByRole('heading', { level: 2, name: 'Who we are' })).toBeInTheDocument()
    expect(about.querySelector('[lang]')).toBeNull()
  })

  it('keep the rules in English with their numbers and words', async () => {
    const main = await mainOf('/ParentPortal', 'Parent Portal Guidelines')
    expect(main).toHaveTextContent('8 AM to 8 PM')
    expect(main.querySelector('[lang]')).toBeNull()
  })
})

describe('the pages’ own words in Hindi (from the catalogue: these need the content helper’s messages merged)', () => {
  it('names the contact page’s parts in Hindi', async () => {
    const contact = await mainOf('/hi/contactUs', /.+/)
    for (const name of ['पता', 'फ़ोन', 'ई-मेल', 'नक्शा']) {
      expect(within(contact).getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    expect(contact).toHaveTextContent('सामान्य जानकारी: info@school.example.org')
  })

  it('dates a voice message in Hindi', async () => {
    const main = await mainOf('/hi/voiceSMS', /.+/)
    expect(within(main).getByRole('heading', { level: 2, name: 'राष्ट्रगान' })).toBeInTheDocument()
    expect(main).toHaveTextContent('अपडेट: 10 अगस्त 2022')
  })
})
