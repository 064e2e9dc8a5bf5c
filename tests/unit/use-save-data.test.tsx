import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSaveData } from '@/components/ui/use-save-data'

function Carousel() {
  const saveData = useSaveData()
  return <p>{saveData ? 'Autoplay off (saving data)' : 'Autoplay on'}</p>
}

class FakeConnection extends EventTarget {
  saveData = false
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection')
  vi.restoreAllMocks()
})

describe('useSaveData', () => {
  it('is off when the browser does not ask to save data', () => {
    render(<Carousel />)
    expect(screen.getByText('Autoplay on')).toBeVisible()
  })

  it('follows navigator.connection.saveData, including changes', () => {
    const connection = new FakeConnection()
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true })
    render(<Carousel />)
    expect(screen.getByText('Autoplay on')).toBeVisible()
    act(() => {
      connection.saveData = true
      connection.dispatchEvent(new Event('change'))
    })
    expect(screen.getByText('Autoplay off (saving data)')).toBeVisible()
  })

  it('honours prefers-reduced-data: reduce', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(prefers-reduced-data: reduce)',
          media: query,
          onchange: null,
          addListener: () => undefined,
          removeListener: () => undefined,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          dispatchEvent: () => false,
        }) satisfies MediaQueryList,
    )
    render(<Carousel />)
    expect(screen.getByText('Autoplay off (saving data)')).toBeVisible()
  })
})
