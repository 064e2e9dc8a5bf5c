import { bypass } from 'msw'
import { setupWorker } from 'msw/browser'
import { DEMO_FILES_FOLDER } from './demo-files'
import { createHandlers } from './handlers'
import { mockScenarioNamed } from './scenarios'

/**
 * The demo files are static files of the site (public/demo-files). They are fetched through bypass() so that
 * the worker lets the request through to the dev/preview server instead of intercepting it again.
 */
async function readFile(name: string): Promise<Response> {
  const url = new URL(
    `${import.meta.env.BASE_URL}${DEMO_FILES_FOLDER}/${encodeURIComponent(name)}`,
    window.location.href,
  )
  return fetch(bypass(url))
}

const SCENARIO_PARAM = 'mockScenario'

/** `?mockScenario=large` or `=hostile` switches the demo data for this tab (remembered across navigations). */
function scenarioName(): string | null {
  try {
    const fromUrl = new URL(window.location.href).searchParams.get(SCENARIO_PARAM)
    if (fromUrl) window.sessionStorage.setItem(SCENARIO_PARAM, fromUrl)
    return window.sessionStorage.getItem(SCENARIO_PARAM)
  } catch {
    return null
  }
}

export const worker = setupWorker(...createHandlers({ readFile, scenario: mockScenarioNamed(scenarioName()) }))
