import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { rememberedLang } from '@/components/layout/chosen-language'
import { renderRoute } from '../render-route'

const OFFER = { name: 'भाषा' }

function preferLanguages(languages: string[]) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages)
}

describe('the offer of Hindi to a browser whose first language is Hindi', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    window.localStorage.clear()
  })

  it('offers the same page in Hindi in one line, without leaving the English page; a "no" is kept', async () => {
    preferLanguages(['hi-IN', 'en-IN'])
    const { user } = renderRoute('/Events?year=2026')
    await screen.findByRole('heading', { level: 1, name: 'Events' })
    const offer = await screen.findByRole('complementary', OFFER)
    expect(offer).toHaveAttribute('lang', 'hi')
    expect(within(offer).getByRole('link', { name: 'हिन्दी में पढ़ें' })).toHaveAttribute('href', '/hi/Events?year=2026')
    expect(window.location.pathname).not.toMatch(/^\/hi/)
    await user.click(within(offer).getByRole('button', { name: 'नहीं, अंग्रेज़ी ठीक है' }))
    expect(screen.queryByRole('complementary', OFFER)).not.toBeInTheDocument()
    expect(rememberedLang()).toBe('en')
  })

  it('offers nothing to a browser that prefers English, to one that has chosen, or on a Hindi page', async () => {
    preferLanguages(['en-IN', 'hi'])
    const english = renderRoute('/about')
    await screen.findByRole('heading', { level: 1, name: 'About us' })
    expect(screen.queryByRole('complementary', OFFER)).not.toBeInTheDocument()
    english.unmount()

    preferLanguages(['hi'])
    window.localStorage.setItem('chosen-language', 'en')
    const chosen = renderRoute('/about')
    await screen.findByRole('heading', { level: 1, name: 'About us' })
    expect(screen.queryByRole('complementary', OFFER)).not.toBeInTheDocument()
    chosen.unmount()

    window.localStorage.clear()
    renderRoute('/hi/about')
    await screen.findByRole('heading', { level: 1, name: 'हमारे बारे में' })
    expect(screen.queryByRole('complementary', OFFER)).not.toBeInTheDocument()
  })
})
