import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OfflineNotice } from '@/components/ui/OfflineNotice'
import { inLanguage } from '../render-route'

afterEach(() => vi.restoreAllMocks())

describe('OfflineNotice', () => {
  it('appears when the connection drops and goes when it returns', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    render(<OfflineNotice />, { wrapper: inLanguage('en') })
    expect(screen.queryByText('Offline, showing saved content')).not.toBeInTheDocument()
    act(() => {
      online.mockReturnValue(false)
      window.dispatchEvent(new Event('offline'))
    })
    expect(screen.getByRole('status')).toHaveTextContent('Offline, showing saved content')
    act(() => {
      online.mockReturnValue(true)
      window.dispatchEvent(new Event('online'))
    })
    expect(screen.queryByText('Offline, showing saved content')).not.toBeInTheDocument()
  })
})
