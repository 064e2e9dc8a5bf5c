import { I18nProvider } from '@lingui/react'
import type { UseQueryResult } from '@tanstack/react-query'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { OfflineNotice } from '@/components/ui/OfflineNotice'
import { PersonPhoto } from '@/components/ui/PersonPhoto'
import { QuerySection, SectionLoading } from '@/components/ui/QuerySection'
import { ShareControl } from '@/components/ui/ShareControl'
import type { Lang } from '@/config/languages'
import { i18nIn } from '../render-route'

/** The shared widgets of src/components/ui/ in Hindi, and in English as they were. */
function renderIn(lang: Lang, ui: ReactNode) {
  return render(<I18nProvider i18n={i18nIn(lang)}>{ui}</I18nProvider>)
}

/** A query that failed with nothing to show (QuerySection's error state). */
const FAILED = {
  status: 'error',
  isPending: false,
  isError: true,
  isFetching: false,
  data: undefined,
  refetch: () => Promise.resolve(),
} as unknown as UseQueryResult<string>

afterEach(() => vi.restoreAllMocks())

describe('the shared widgets in Hindi', () => {
  it('the offline notice', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { unmount } = renderIn('hi', <OfflineNotice />)
    expect(screen.getByRole('status')).toHaveTextContent('आप ऑफ़लाइन हैं, सेव की गई सामग्री दिखाई जा रही है')
    unmount()
    renderIn('en', <OfflineNotice />)
    expect(screen.getByRole('status')).toHaveTextContent('Offline, showing saved content')
    act(() => {
      online.mockReturnValue(true)
      window.dispatchEvent(new Event('online'))
    })
    expect(screen.queryByRole('status')).toBeNull()
  })

  it("a data section's loading and error states", async () => {
    const { unmount } = renderIn(
      'hi',
      <>
        <SectionLoading label="कार्यक्रम" />
        <QuerySection query={FAILED} label="शिक्षकों की सूची">
          {(data) => data}
        </QuerySection>
      </>,
    )
    expect(await screen.findByText('लोड हो रहा है: कार्यक्रम…')).toBeInTheDocument()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('माफ़ करें, शिक्षकों की सूची लोड करने में दिक्कत आई।')
    expect(within(alert).getByRole('button', { name: 'फिर से प्रयास करें' })).toBeEnabled()
    unmount()
    renderIn(
      'en',
      <QuerySection query={FAILED} label="the faculty list">
        {(data) => data}
      </QuerySection>,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, we could not load the faculty list. Please check your connection and try again.',
    )
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })

  it('the Share control: its name, its menu, a Hindi page shared as a Hindi link', async () => {
    const user = userEvent.setup()
    renderIn('hi', <ShareControl title="वार्षिक खेल दिवस" path="/Events?year=2026#event-x" />)
    const share = screen.getByRole('button', { name: 'शेयर करें: वार्षिक खेल दिवस' })
    expect(share).toHaveTextContent('शेयर करें')
    await user.click(share)
    expect(screen.getByRole('button', { name: 'लिंक कॉपी करें' })).toBeInTheDocument()
    const whatsApp = screen.getByRole('link', { name: /^WhatsApp/ })
    expect(whatsApp).toHaveTextContent('WhatsApp (नए टैब में खुलता है)')
    expect(decodeURIComponent(whatsApp.getAttribute('href') ?? '')).toContain(
      `${window.location.origin}/hi/Events?year=2026#event-x`,
    )
  })

  it('keeps a title with escape-like text as it is typed', () => {
    renderIn('en', <ShareControl title={'Notice \\u0041 \\x41'} />)
    expect(screen.getByRole('button', { name: 'Share Notice \\u0041 \\x41' })).toBeInTheDocument()
  })

  it("a person's photo and an external link", () => {
    renderIn(
      'hi',
      <>
        <PersonPhoto attachments={['faculty/anita.jpg']} name="Anita Sharma" />
        <ExternalLink href="https://example.org/">नक्शा</ExternalLink>
      </>,
    )
    expect(screen.getByRole('img', { name: 'Anita Sharma की फ़ोटो' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /^नक्शा/ })).toHaveTextContent('नक्शा (नए टैब में खुलता है)')
  })
})
