import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EventCalendarButton } from '@/features/lists/events/EventCalendarButton'
import { inLanguage } from '../render-route'

/** "Add to calendar" is offered only for an event the calendar file can hold (ics.ts, calendarDateOf). */
describe('EventCalendarButton', () => {
  const button = () => screen.queryByRole('button', { name: /Add to calendar/ })

  it('is offered for an event dated within the calendar years, the first and last days included', () => {
    for (const date of ['2026-11-28', '1900-01-01', '2199-12-31']) {
      const { unmount } = render(
        <EventCalendarButton event={{ title: 'Sports Day', date, images: [], attachments: [] }} />,
        { wrapper: inLanguage('en') },
      )
      expect(button(), date).toBeInTheDocument()
      unmount()
    }
  })

  it('is not offered for an event dated 0001-01-01 or 9999-12-31 (it would download nothing)', () => {
    for (const date of ['0001-01-01', '0001-01-01T00:10:00Z', '9999-12-31', '1899-12-31', '2200-01-01']) {
      const { unmount } = render(
        <EventCalendarButton event={{ title: 'Sports Day', date, images: [], attachments: [] }} />,
        { wrapper: inLanguage('en') },
      )
      expect(button(), date).toBeNull()
      unmount()
    }
  })
})
