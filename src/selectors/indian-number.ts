/**
 * A whole number grouped the Indian way, as `toLocaleString('en-IN')` writes it: 5,000 and 1,00,000. Written out
 * because the first Intl call of a page loads the locale's data, about 30 ms of a phone's main thread (issue 9).
 */
export function formatIndianNumber(value: number): string {
  if (!Number.isSafeInteger(value)) return String(value)
  const digits = String(Math.abs(value))
  const lastThree = digits.slice(-3)
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')
  return `${value < 0 ? '-' : ''}${rest ? `${rest},` : ''}${lastThree}`
}
