/**
 * The menu as the page's HTML has it, before the app runs: on a prerendered page whose app has not started yet
 * (build/app-start.ts holds the app back until the first screen is done, and puts this class on `<html>`), and on a
 * page read without JavaScript. Until then the Menu button does nothing, so static-menu.css hides it and shows the
 * Menu link instead, which opens the phone's menu through :target; a menu group opens on hover or focus.
 */
export const STATIC_MENU_CLASS = 'static-menu'

/** The app's menu works from here on (MainMenu): the static menu steps aside. */
export function endStaticMenu(): void {
  document.documentElement.classList.remove(STATIC_MENU_CLASS)
}
