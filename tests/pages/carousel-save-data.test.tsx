import { configure, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { HOME_CALLS } from '../home-calls'
import { API, renderRoute } from '../render-route'

/**
 * Low data: when the browser asks to save data (navigator.connection.saveData, Chromium on Android),
 * the home page's carousels do not move by themselves, so no slide image is fetched without the visitor asking.
 * They still offer Previous and Next.
 */

// The home route's code chunk and Swiper load lazily: the first render of a run takes a moment in jsdom.
configure({ asyncUtilTimeout: 5000 })

class FakeConnection extends EventTarget {
  constructor(public saveData: boolean) {
    super()
  }
}

function stubConnection(saveData: boolean) {
  Object.defineProperty(navigator, 'connection', { value: new FakeConnection(saveData), configurable: true })
}

beforeEach(() => {
  server.use(...HOME_CALLS.map((path) => http.get(`${API}/${path}/:code`, () => HttpResponse.json([]))))
})

afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection')
})

async function homeSlider() {
  const main = await screen.findByRole('main')
  await within(main).findByText('Gallery Title')
  return within(main).findByRole('region', { name: 'School photos' })
}

describe('home carousels and the save-data preference', () => {
  it('autoplay the school photos (with a Pause button) when the browser does not ask to save data', async () => {
    stubConnection(false)
    renderRoute('/')
    const slider = await homeSlider()
    expect(within(slider).getByRole('button', { name: 'Pause school photos' })).toBeVisible()
  })

  it('do not autoplay when navigator.connection.saveData is true: no Pause/Play, Previous and Next still work', async () => {
    stubConnection(true)
    renderRoute('/')
    const slider = await homeSlider()
    expect(within(slider).getByRole('button', { name: 'Next slide, school photos' })).toBeVisible()
    expect(within(slider).getByRole('button', { name: 'Previous slide, school photos' })).toBeVisible()
    expect(within(slider).queryByRole('button', { name: /^(Pause|Play) school photos$/ })).toBeNull()
    // The wrapper announces slide changes politely only while the carousel is not rotating by itself.
    expect(slider.querySelector('.swiper-wrapper')).toHaveAttribute('aria-live', 'polite')
  })
})
