import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { PRINCIPAL_MESSAGE_FALLBACK } from '@/content/principal-message'
import { API, renderRoute } from '../render-route'

const PRINCIPAL_URL = `${API}/PrincipalMessage/:code`

afterEach(() => vi.restoreAllMocks())

describe('/PrincipalMessage', () => {
  it('shows the message of category Principal with name, designation and photo, ignoring other categories', async () => {
    server.use(
      http.get(PRINCIPAL_URL, () =>
        HttpResponse.json([
          { category: 'VicePrincipal', message: '<p>Not this one</p>', name: 'Vice' },
          {
            category: 'Principal',
            message: '<p>Welcome, <strong>dear parents</strong>.</p>',
            name: 'Sr. Mary Thomas',
            designation: 'Principal',
            attachments: ['staff/principal.jpg'],
          },
        ]),
      ),
    )
    renderRoute('/PrincipalMessage')
    const main = await screen.findByRole('main')
    expect(await within(main).findByText('dear parents')).toBeVisible()
    expect(within(main).getByText('Sr. Mary Thomas')).toBeVisible()
    expect(within(main).getByText('Principal', { selector: 'p *, p', exact: false })).toBeInTheDocument()
    expect(within(main).getByRole('img', { name: 'Photo of Sr. Mary Thomas' })).toHaveAttribute(
      'src',
      `${API}/image?url=staff%2Fprincipal.jpg`,
    )
    expect(within(main).queryByText('Not this one')).toBeNull()
  })

  it('sends the Bearer token only when localStorage.token is set', async () => {
    const seen: (string | null)[] = []
    server.use(
      http.get(PRINCIPAL_URL, ({ request }) => {
        seen.push(request.headers.get('authorization'))
        return HttpResponse.json([])
      }),
    )
    renderRoute('/PrincipalMessage')
    await screen.findByText(PRINCIPAL_MESSAGE_FALLBACK.paragraphs[0])
    window.localStorage.setItem('token', 'abc123')
    renderRoute('/PrincipalMessage')
    await vi.waitFor(() => expect(seen).toHaveLength(2))
    expect(seen).toEqual([null, 'Bearer abc123'])
  })

  it('renders a hostile message as text and runs nothing', async () => {
    const pwned = vi.fn()
    Object.assign(window, { __pwned: pwned })
    server.use(
      http.get(PRINCIPAL_URL, () =>
        HttpResponse.json([
          {
            category: 'Principal',
            message:
              '<p>Hello parents</p><script>window.__pwned()</script><img src="x.jpg" onerror="window.__pwned()"><a href="javascript:window.__pwned()">Click me</a>',
            name: 'P',
          },
        ]),
      ),
    )
    renderRoute('/PrincipalMessage')
    const main = await screen.findByRole('main')
    expect(await within(main).findByText('Hello parents')).toBeVisible()
    expect(within(main).getByText('Click me')).not.toHaveAttribute('href')
    expect(main.querySelector('script')).toBeNull()
    expect(main.querySelector('[onerror]')).toBeNull()
    expect(pwned).not.toHaveBeenCalled()
  })

  it.each([
    ['the call fails', () => new HttpResponse('oops', { status: 500 })],
    ['the list is empty', () => HttpResponse.json([])],
    ['no record has category Principal', () => HttpResponse.json([{ category: 'Other', message: 'x' }])],
  ])('shows the static fallback text when %s', async (_case, answer) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    server.use(http.get(PRINCIPAL_URL, answer))
    renderRoute('/PrincipalMessage')
    expect(await screen.findByText(PRINCIPAL_MESSAGE_FALLBACK.paragraphs[0])).toBeVisible()
  })
})
