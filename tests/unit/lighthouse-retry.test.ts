import { describe, expect, it, vi } from 'vitest'
import { MAX_ATTEMPTS, measureWithRetry } from '../../scripts/lighthouse-retry.mjs'

/** Lighthouse's message when its trace recording failed (lighthouse-page.mjs throws it as an Error). */
const RECORDING_FAILED = new Error(
  'Something went wrong with recording the trace over your page load. Please run Lighthouse again. (NO_NAVSTART)',
)

describe('a Lighthouse run again when its own recording failed (scripts/lighthouse-retry.mjs)', () => {
  it('measures again after a failed recording, and gives the second run', async () => {
    const measureOnce = vi.fn<() => Promise<string>>()
    measureOnce.mockRejectedValueOnce(RECORDING_FAILED).mockResolvedValueOnce('second run')
    await expect(measureWithRetry(measureOnce)).resolves.toBe('second run')
    expect(measureOnce).toHaveBeenCalledTimes(2)
  })

  it(`gives up after ${MAX_ATTEMPTS} failed recordings`, async () => {
    const measureOnce = vi.fn<() => Promise<string>>().mockRejectedValue(RECORDING_FAILED)
    await expect(measureWithRetry(measureOnce)).rejects.toBe(RECORDING_FAILED)
    expect(measureOnce).toHaveBeenCalledTimes(MAX_ATTEMPTS)
  })

  it('does not measure again after any other failure', async () => {
    const refused = new Error('net::ERR_CONNECTION_REFUSED')
    const measureOnce = vi.fn<() => Promise<string>>().mockRejectedValue(refused)
    await expect(measureWithRetry(measureOnce)).rejects.toBe(refused)
    expect(measureOnce).toHaveBeenCalledTimes(1)
  })
})
