import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PUSH_KEY_META } from '@/config/push-topics'
import { server } from '../../mocks/node'
import { API, renderRoute } from '../render-route'

/**
 * The Transfer Certificate form, the topper pages and the "Notify me" panel at their /hi addresses: their own words in
 * Hindi (labels, messages, empty states), the school's data as it is; and the English pages' words unchanged.
 */

const TOPPERS = [
  { class: 'X', sessionYear: '2025-2026', name: 'Rohan Verma', stream: 'ICSE', division: '96.4', attachments: [] },
  { class: 'X', sessionYear: '2025-2026', name: 'Ananya Mishra', stream: 'ICSE', division: '98.2', attachments: [] },
]

function serveToppers() {
  server.use(http.get(`${API}/topper/:code`, () => HttpResponse.json(TOPPERS)))
}

afterEach(() => {
  document.head.querySelector(`meta[name="${PUSH_KEY_META}"]`)?.remove()
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('/hi/TC', () => {
  it('shows the form in Hindi, and a missing field in Hindi', async () => {
    const { user } = renderRoute('/hi/TC')
    expect(await screen.findByRole('heading', { name: 'स्थानांतरण प्रमाणपत्र (टीसी) के लिए अनुरोध' })).toBeInTheDocument()
    expect(screen.getByText(/विद्यार्थी का पूरा नाम और एडमिशन नंबर लिखें।/)).toHaveTextContent('(tc.jpg)')
    const name = screen.getByLabelText('विद्यार्थी का पूरा नाम')
    expect(screen.getByLabelText('एडमिशन नंबर')).toBeInTheDocument()
    await user.type(name, 'Asha Verma')
    await user.click(screen.getByRole('button', { name: 'जमा करें' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('कृपया सभी जानकारी भरें')
    expect(screen.getByRole('heading', { name: 'स्थानांतरण प्रमाणपत्र का नमूना' })).toBeInTheDocument()
    expect(screen.getByLabelText('स्थानांतरण प्रमाणपत्र का नमूना (PDF)')).toHaveAttribute('src', '/documents/tc-sample.pdf')
    expect(screen.getByRole('link', { name: 'स्थानांतरण प्रमाणपत्र का नमूना डाउनलोड करें (PDF)' })).toBeInTheDocument()
  })

  it('keeps the English page in English', async () => {
    const { user } = renderRoute('/TC')
    expect(await screen.findByRole('heading', { name: 'Request a Transfer Certificate' })).toBeInTheDocument()
    expect(
      screen.getByText(
        "Enter the student's full name and admission number. The certificate downloads as an image (tc.jpg).",
      ),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields')
  })
})

describe('the topper pages in Hindi', () => {
  it('/hi/topperX: the filters, the list and the cards in Hindi, the names as they are', async () => {
    serveToppers()
    renderRoute('/hi/topperX')
    const list = await screen.findByRole('list', { name: 'टॉपर 2025-2026' })
    const main = screen.getByRole('main')
    expect(within(main).getByRole('combobox', { name: 'वर्ष' })).toHaveValue('2025-2026')
    expect(within(main).getByRole('searchbox', { name: 'नाम से खोजें' })).toHaveAttribute('placeholder', 'विद्यार्थी का नाम')
    const rohan = within(list).getByRole('heading', { name: 'Rohan Verma' }).closest('article')!
    expect(rohan).toHaveTextContent('अंक: 96.4%')
  })

  it('/hi/topperX with no results yet: the empty year select says so in Hindi', async () => {
    server.use(http.get(`${API}/topper/:code`, () => HttpResponse.json([])))
    renderRoute('/hi/topperX')
    expect(await screen.findByRole('option', { name: 'कोई वर्ष नहीं' })).toBeInTheDocument()
    expect(screen.queryByRole('option', { name: 'No years listed' })).not.toBeInTheDocument()
  })

  it('/hi/topperX: no name like the search, said in Hindi', async () => {
    serveToppers()
    renderRoute('/hi/topperX?year=2025-2026&q=zzz')
    expect(await screen.findByText('2025-2026 में "zzz" जैसे नाम का कोई टॉपर नहीं है।')).toBeVisible()
  })

  it('/hi/school-topper: the links and the result analysis in Hindi', async () => {
    renderRoute('/hi/school-topper')
    const nav = await screen.findByRole('navigation', { name: 'टॉपर' })
    expect(within(nav).getByRole('link', { name: /ICSE टॉपर/ })).toHaveAttribute('href', '/hi/topperX')
    expect(within(nav).getByRole('link', { name: /कक्षा 12/ })).toHaveAttribute('href', '/hi/topperXII')
    const section = (await screen.findByRole('heading', { name: 'परिणाम विश्लेषण 2020' })).closest('section')!
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual([
      'ICSE कक्षा 10 का परिणाम विश्लेषण 2020',
      'ISC साइंस का परिणाम विश्लेषण 2020',
      'ISC कॉमर्स का परिणाम विश्लेषण 2020',
    ])
  })

  it('keeps the English topper page in English', async () => {
    serveToppers()
    renderRoute('/topperX')
    const list = await screen.findByRole('list', { name: 'Toppers 2025-2026' })
    expect(screen.getByRole('combobox', { name: 'Year' })).toBeInTheDocument()
    const rohan = within(list).getByRole('heading', { name: 'Rohan Verma' }).closest('article')!
    expect(rohan).toHaveTextContent('Marks: 96.4%')
  })
})

describe('"Notify me" in Hindi', () => {
  /** A page from the site's server (its public key) in a browser that can receive notifications. */
  function serverPageWithPush() {
    const meta = document.createElement('meta')
    meta.name = PUSH_KEY_META
    meta.content = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U'
    document.head.append(meta)
    const pushManager = { getSubscription: async () => null, subscribe: vi.fn() }
    vi.stubGlobal('PushManager', function PushManager() {})
    vi.stubGlobal(
      'Notification',
      Object.assign(function Notification() {}, { permission: 'default', requestPermission: vi.fn() }),
    )
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve({ pushManager }) },
    })
  }

  it('/hi/Gallery: the panel, its topics, its state and its note in Hindi', async () => {
    serverPageWithPush()
    const { user } = renderRoute('/hi/Gallery')
    const main = await screen.findByRole('main')
    await user.click(await within(main).findByRole('button', { name: 'नोटिफ़िकेशन पाएँ' }))
    const panel = await within(main).findByRole('region', { name: 'विद्यालय से नोटिफ़िकेशन' })
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('नोटिफ़िकेशन बंद हैं।'))
    expect(within(panel).getByRole('group', { name: 'विषय' })).toBeInTheDocument()
    expect(within(panel).getByRole('checkbox', { name: 'फ़ोटो एल्बम' })).toBeChecked()
    expect(within(panel).getByRole('checkbox', { name: 'सूचनाएँ और समाचार' })).not.toBeChecked()
    expect(within(panel).getByRole('button', { name: 'नोटिफ़िकेशन चालू करें' })).toBeEnabled()
    expect(within(panel).getByText(/रात 10 बजे से सुबह 6 बजे के बीच केवल परिणामों के/)).toBeInTheDocument()
  })
})
