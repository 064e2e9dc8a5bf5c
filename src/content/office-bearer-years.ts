/**
 * The Office Bearers page's years, on their own: the route's search check needs them in the first-load bundle, the
 * people of each year (office-bearers.ts) only when the page opens.
 */

/** The year select's options; the first is the default (spec section 9). */
export const OFFICE_BEARER_YEARS = ['2024-2025', '2023-2024'] as const
export type OfficeBearerYear = (typeof OFFICE_BEARER_YEARS)[number]
export const DEFAULT_OFFICE_BEARER_YEAR: OfficeBearerYear = '2024-2025'
