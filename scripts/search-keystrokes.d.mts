// Types of scripts/search-keystrokes.mjs for the TypeScript that imports it (tests/e2e/search.spec.ts).
import type { Page } from '@playwright/test'
export const SEARCH_TYPING: string
export function timeSearchKeystrokes(page: Page): Promise<number[]>
