import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppConfig } from '@/config/env-schema'
import { sanitizeHtml } from '@/shared/sanitize-html'
import { renderRoute } from '../render-route'

/** Home's sections below the fold arrive in a chunk of their own, once the page is up: slower on a busy machine. */
const SLOW = { timeout: 5000 }

/**
 * Every backend photo goes through the image pipeline. Here the build has an image resizer
 * (VITE_IMAGE_RESIZER), so each photo must be offered as resized copies in a srcset with sizes.
 */
vi.mock('@/config/env', async (importOriginal) => {
  const original = await importOriginal<{ config: AppConfig }>()
  return { config: { ...original.config, imageResizer: 'https://img.example-school.org/?url={url}&w={width}' } }
})

/** The site's own images (logo, placeholders, the school's photos) are not backend photos. */
const isBackendPhoto = (image: HTMLImageElement) => !/^\/(?!\/)/.test(image.getAttribute('src') ?? '/')

function backendImages(): HTMLImageElement[] {
  return [...document.querySelectorAll('img')].filter(isBackendPhoto)
}

/** Each backend image's src and srcset come from the resizer, with a sizes attribute. */
function expectAllResized(images: HTMLImageElement[]) {
  expect(images.length).toBeGreaterThan(0)
  for (const image of images) {
    expect(image.getAttribute('src'), image.outerHTML).toMatch(/^https:\/\/img\.example-school\.org\/\?url=http/)
    const widths = (image.getAttribute('srcset') ?? '').split(', ').map((entry) => /(\d+)w$/.exec(entry)?.[1])
    expect(widths.length, image.outerHTML).toBeGreaterThanOrEqual(3)
    expect(image.getAttribute('sizes'), image.outerHTML).toBeTruthy()
  }
}

class SaveDataConnection extends EventTarget {
  saveData = true
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection')
  sessionStorage.clear()
})

describe('backend photos with an image resizer (VITE_IMAGE_RESIZER)', () => {
  it('home page: event, album, birthday, message desk and notification photos are resized copies', async () => {
    renderRoute('/')
    await screen.findByRole('list', { name: 'Latest photo albums' }, SLOW)
    await waitFor(() => expect(backendImages().length).toBeGreaterThanOrEqual(6), SLOW)
    expectAllResized(backendImages())
  })

  it('list cards, toppers and faculty are resized copies', async () => {
    for (const [path, heading] of [
      ['/Gallery', 'Gallery'],
      ['/Events', 'Events'],
      ['/topperX', 'ICSE Toppers'],
      ['/faculty', 'Faculty & Staff'],
    ] as const) {
      const view = renderRoute(path)
      await screen.findByRole('heading', { level: 1, name: new RegExp(heading, 'i') })
      await waitFor(() => expect(backendImages().length).toBeGreaterThan(0))
      expectAllResized(backendImages())
      view.unmount()
    }
  })

  it('an album: thumbnails are resized, and the lightbox shows a resized copy, not the original', async () => {
    const { user } = renderRoute('/SubGallery?id=gallery-sports-day-2026')
    const grid = await screen.findByRole('list', { name: /Photos of/ })
    expectAllResized(within(grid).getAllByRole('img'))
    await user.click(within(grid).getAllByRole('button')[0]!)
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(within(dialog).getAllByRole('img').length).toBeGreaterThan(0))
    for (const image of within(dialog).getAllByRole('img')) {
      expect(image.getAttribute('src')).toMatch(/^https:\/\/img\.example-school\.org\/\?url=.*&w=\d+$/)
    }
  })

  it('images inside server HTML get the resized copies, lazy, sized by their width attribute or the column', () => {
    const html = sanitizeHtml('<p><img src="https://cdn.example.org/a.jpg" width="300" alt="A"><img src="/b.jpg"></p>')
    const images = new DOMParser().parseFromString(html, 'text/html').querySelectorAll('img')
    expect(images[0]?.getAttribute('src')).toBe(
      `https://img.example-school.org/?url=${encodeURIComponent('https://cdn.example.org/a.jpg')}&w=320`,
    )
    expect(images[0]?.getAttribute('sizes')).toBe('300px')
    expect(images[0]?.getAttribute('loading')).toBe('lazy')
    expect(images[1]?.getAttribute('srcset')).toContain('1920w')
    expect(images[1]?.getAttribute('sizes')).toMatch(/100vw/)
    // Under Save-Data, before the visitor asks: the alt text stays, the source goes.
    const withheld = sanitizeHtml('<img src="https://cdn.example.org/a.jpg" alt="A">', { withholdImages: true })
    expect(withheld).toBe('<img alt="A">')
  })
})

describe('low-data mode (Save-Data)', () => {
  it('holds backend photos back, boxes kept, until the visitor taps "Show photos"', async () => {
    Object.defineProperty(navigator, 'connection', { value: new SaveDataConnection(), configurable: true })
    const { user } = renderRoute('/Gallery')
    const main = await screen.findByRole('main')
    await within(main).findAllByRole('heading', { level: 2 })
    expect(within(main).getByRole('note')).toHaveTextContent('Data saver is on, so photos load only when you ask.')
    expect(backendImages()).toHaveLength(0)
    expect(main.querySelectorAll('.list-card__image.backend-image--withheld').length).toBeGreaterThan(0)
    await user.click(within(main).getByRole('button', { name: 'Show photos' }))
    await waitFor(() => expect(backendImages().length).toBeGreaterThan(0))
    expect(main.querySelectorAll('.backend-image--withheld')).toHaveLength(0)
    expect(within(main).queryByRole('note')).toBeNull()
  })

  it('shows photos at once when the browser does not ask to save data', async () => {
    renderRoute('/Gallery')
    await waitFor(() => expect(backendImages().length).toBeGreaterThan(0))
    expect(screen.queryByRole('button', { name: 'Show photos' })).toBeNull()
  })
})
