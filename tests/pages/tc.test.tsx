import { fireEvent, screen, waitFor } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { API, renderRoute } from '../render-route'

const TC_URL = `${API}/tc/:code`
const IMAGE_URL = `${API}/image`
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0xff, 0xd9])

/** jsdom has no object URLs and does not download: record what would have been saved. */
let savedNames: string[] = []
let revoked: string[] = []

beforeEach(() => {
  savedNames = []
  revoked = []
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:http://localhost:3000/tc')
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => void revoked.push(url))
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.href.startsWith('blob:')) savedNames.push(this.download)
  })
})

afterEach(() => vi.restoreAllMocks())

/** URL.createObjectURL may be missing in jsdom: define it so that vi.spyOn can replace it. */
for (const method of ['createObjectURL', 'revokeObjectURL'] as const) {
  if (typeof URL[method] !== 'function') {
    Object.defineProperty(URL, method, { configurable: true, writable: true, value: () => '' })
  }
}

function imageOk() {
  return http.get(IMAGE_URL, () => new HttpResponse(JPEG, { headers: { 'Content-Type': 'image/jpeg' } }))
}

async function renderTc() {
  const view = renderRoute('/TC')
  const name = await screen.findByLabelText(/name/i)
  const admission = screen.getByLabelText(/admission/i)
  const submit = screen.getByRole('button', { name: 'Submit' })
  return { ...view, name, admission, submit }
}

describe('/TC', () => {
  it('shows the form, the embedded sample PDF (height 500) and a plain download link', async () => {
    const { name, admission } = await renderTc()
    expect(name).toBeVisible()
    expect(admission).toBeVisible()
    const embed = screen.getByLabelText('Sample Transfer Certificate (PDF)')
    expect(embed).toHaveAttribute('src', '/documents/tc-sample.pdf')
    expect(embed).toHaveAttribute('height', '500')
    expect(screen.getByRole('link', { name: /download the sample transfer certificate/i })).toHaveAttribute(
      'href',
      '/documents/tc-sample.pdf',
    )
  })

  it.each([
    ['both fields empty', '', ''],
    ['only spaces in the name', '   ', '1234'],
    ['no admission number', 'Asha Verma', '  '],
  ])('%s: shows "Please fill in all fields" and sends nothing', async (_case, nameText, admissionText) => {
    const post = vi.fn()
    server.use(http.post(TC_URL, () => (post(), HttpResponse.json({ data: 'tc/sample-tc.jpg' }))))
    const { user, name, admission, submit } = await renderTc()
    if (nameText) await user.type(name, nameText)
    if (admissionText) await user.type(admission, admissionText)
    await user.click(submit)
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields')
    expect(post).not.toHaveBeenCalled()
  })

  it.each(['name', 'admission'] as const)('typing in the %s field clears the message', async (field) => {
    const { user, name, admission, submit } = await renderTc()
    await user.click(submit)
    expect(await screen.findByText('Please fill in all fields')).toBeVisible()
    await user.type(field === 'name' ? name : admission, 'A')
    expect(screen.queryByText('Please fill in all fields')).toBeNull()
    expect(screen.getByRole('alert')).toHaveTextContent('')
  })

  it('posts the trimmed {name, admission} and downloads the image as tc.jpg', async () => {
    const bodies: unknown[] = []
    const imagePaths: (string | null)[] = []
    server.use(
      http.post(TC_URL, async ({ request, params }) => {
        bodies.push({ code: params.code, type: request.headers.get('content-type'), body: await request.json() })
        return HttpResponse.json({ data: 'tc/2024 certificate.jpg' })
      }),
      http.get(IMAGE_URL, ({ request }) => {
        imagePaths.push(new URL(request.url).searchParams.get('url'))
        return new HttpResponse(JPEG, { headers: { 'Content-Type': 'image/jpeg' } })
      }),
    )
    const { user, name, admission, submit } = await renderTc()
    await user.type(name, '  Asha Verma ')
    await user.type(admission, ' 2019/123  ')
    await user.click(submit)
    expect(await screen.findByText('Your certificate has been downloaded as tc.jpg.')).toBeVisible()
    expect(bodies).toEqual([
      {
        code: 'DEMO01',
        type: expect.stringContaining('application/json'),
        body: { name: 'Asha Verma', admission: '2019/123' },
      },
    ])
    expect(imagePaths).toEqual(['tc/2024 certificate.jpg'])
    expect(savedNames).toEqual(['tc.jpg'])
    await waitFor(() => expect(revoked).toEqual(['blob:http://localhost:3000/tc']))
    expect(name).toHaveValue('  Asha Verma ')
  })

  it.each([
    ['a 500', () => new HttpResponse('Internal error', { status: 500 })],
    ['a network error', () => HttpResponse.error()],
    ['a 404 for an unknown admission number', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })],
    ['an answer without data', () => HttpResponse.json({ message: 'ok' })],
    ['an HTML page', () => HttpResponse.html('<!doctype html><h1>Bad gateway</h1>')],
  ])('%s shows the failure message and keeps what was typed', async (_case, answer) => {
    const image = vi.fn()
    server.use(
      http.post(TC_URL, answer),
      http.get(IMAGE_URL, () => (image(), new HttpResponse(JPEG))),
    )
    const { user, name, admission, submit } = await renderTc()
    await user.type(name, 'Asha Verma')
    await user.type(admission, '0000')
    await user.click(submit)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to process your request. Please try again later.',
    )
    expect(name).toHaveValue('Asha Verma')
    expect(admission).toHaveValue('0000')
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled()
    expect(image).not.toHaveBeenCalled()
    expect(savedNames).toEqual([])
    // Typing again clears the failure message too.
    await user.type(admission, '1')
    expect(screen.queryByText('Failed to process your request. Please try again later.')).toBeNull()
  })

  it.each([
    ['an image 404', 'tc/sample-tc.jpg', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })],
    ['an image network error', 'tc/sample-tc.jpg', () => HttpResponse.error()],
    ['an unsafe image path', 'javascript:alert(1)', () => new HttpResponse(JPEG)],
  ])('%s raises the alert "Failed to download data."', async (_case, data, imageAnswer) => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined)
    server.use(
      http.post(TC_URL, () => HttpResponse.json({ data })),
      http.get(IMAGE_URL, imageAnswer),
    )
    const { user, name, admission, submit } = await renderTc()
    await user.type(name, 'Asha Verma')
    await user.type(admission, '1234')
    await user.click(submit)
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to download data.'))
    expect(alert).toHaveBeenCalledTimes(1)
    expect(savedNames).toEqual([])
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled()
    expect(screen.queryByText('Failed to process your request. Please try again later.')).toBeNull()
    expect(name).toHaveValue('Asha Verma')
  })

  it('disables the button and says "Requesting…" while the request is in flight; no double submission', async () => {
    const post = vi.fn()
    server.use(
      http.post(TC_URL, async () => {
        post()
        await delay(300)
        return HttpResponse.json({ data: 'tc/sample-tc.jpg' })
      }),
      imageOk(),
    )
    const { user, name, admission, submit } = await renderTc()
    await user.type(name, 'Asha Verma')
    await user.type(admission, '1234')
    await user.click(submit)
    const busy = await screen.findByRole('button', { name: 'Requesting…' })
    expect(busy).toBeDisabled()
    await user.click(busy)
    await user.type(admission, '{Enter}')
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled()
    expect(post).toHaveBeenCalledTimes(1)
    expect(savedNames).toEqual(['tc.jpg'])
  })

  it.each([
    ['an HTML page with status 200', () => HttpResponse.html('<!doctype html><h1>Please sign in</h1>')],
    ['a JSON error with status 200', () => HttpResponse.json({ error: 'No certificate for this student' })],
    ['an empty body', () => new HttpResponse(new Uint8Array(0), { headers: { 'Content-Type': 'image/jpeg' } })],
    ['text labelled as a JPEG', () => new HttpResponse('not an image', { headers: { 'Content-Type': 'image/jpeg' } })],
  ])('the image call answering %s is a failed download, not a certificate', async (_case, imageAnswer) => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined)
    server.use(
      http.post(TC_URL, () => HttpResponse.json({ data: 'tc/sample-tc.jpg' })),
      http.get(IMAGE_URL, imageAnswer),
    )
    const { user, name, admission, submit } = await renderTc()
    await user.type(name, 'Asha Verma')
    await user.type(admission, '1234')
    await user.click(submit)
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to download data.'))
    expect(savedNames).toEqual([])
    expect(screen.queryByText(/has been downloaded/)).toBeNull()
  })

  it('a certificate kept as a PDF (or a PNG) is a success; a PDF is saved as tc.pdf', async () => {
    const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n')
    const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])
    let body: Uint8Array = PDF
    server.use(
      http.post(TC_URL, () => HttpResponse.json({ data: 'tc/certificate' })),
      // Served as octet-stream: the bytes, not the header, say what the file is.
      http.get(IMAGE_URL, () => new HttpResponse(body, { headers: { 'Content-Type': 'application/octet-stream' } })),
    )
    const { user, name, admission, submit } = await renderTc()
    await user.type(name, 'Asha Verma')
    await user.type(admission, '1234')
    await user.click(submit)
    expect(await screen.findByText('Your certificate has been downloaded as tc.pdf.')).toBeVisible()
    body = PNG
    await user.type(admission, '5')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Your certificate has been downloaded as tc.jpg.')).toBeVisible()
    expect(savedNames).toEqual(['tc.pdf', 'tc.jpg'])
  })

  it.each([
    ['a zero-width space as the name', '\u200b', '1234'],
    ['a byte-order mark and spaces as the admission number', 'Asha Verma', ' \ufeff \u200d '],
    ['control characters as the name', '\u0007\u0000\u001b', '1234'],
  ])('%s counts as empty: "Please fill in all fields", nothing sent', async (_case, nameText, admissionText) => {
    const post = vi.fn()
    server.use(http.post(TC_URL, () => (post(), HttpResponse.json({ data: 'tc/sample-tc.jpg' }))))
    const { user, name, admission, submit } = await renderTc()
    fireEvent.change(name, { target: { value: nameText } })
    fireEvent.change(admission, { target: { value: admissionText } })
    await user.click(submit)
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields')
    expect(post).not.toHaveBeenCalled()
  })

  it('limits both fields, sends no more than the limit and no invisible characters', async () => {
    const bodies: Array<{ name: string; admission: string }> = []
    server.use(
      http.post(TC_URL, async ({ request }) => {
        bodies.push((await request.json()) as { name: string; admission: string })
        return HttpResponse.json({ data: 'tc/sample-tc.jpg' })
      }),
      imageOk(),
    )
    const { user, name, admission, submit } = await renderTc()
    expect(name).toHaveAttribute('maxlength', '100')
    expect(admission).toHaveAttribute('maxlength', '30')
    // A script or an old browser may ignore maxlength: the request is limited all the same.
    fireEvent.change(name, { target: { value: `As\u200bha ${'x'.repeat(100_000)}` } })
    fireEvent.change(admission, { target: { value: '\u200b2019/123\u0000' } })
    await user.click(submit)
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]?.name).toMatch(/^Asha x+$/)
    expect(bodies[0]?.name.length).toBeLessThanOrEqual(100)
    expect(bodies[0]?.admission).toBe('2019/123')
  })
  it('a native submission of the form (before or without the app) would carry neither field, nor leave the page', async () => {
    const { user, name, admission } = await renderTc()
    await user.type(name, 'Asha Verma')
    await user.type(admission, '2019/123')
    const form = name.closest('form')
    if (!form) throw new Error('the fields are in no form')
    // What a browser would put into the address or the body of a native submission: nothing.
    expect([...new FormData(form).keys()]).toEqual([])
    // "dialog": outside a dialog, a native submission neither sends a request nor leaves the page.
    expect(form).toHaveAttribute('method', 'dialog')
  })
})
