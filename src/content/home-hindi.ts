// The home page's Hindi (src/content/data-hi/home.json), for /hi: a component of the home page imports this module
// and shows each text of home.ts with `contentTextIn(lang, text)` (./hindi.ts). Apart from home.ts, which the browser
// tests read in Node, where the build's `content:hi/` modules do not resolve.
import HINDI from 'content:hi/home.json'
import { addHindiTexts } from './hindi'

addHindiTexts('home.json', HINDI)
