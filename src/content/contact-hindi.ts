// The Contact Us page's Hindi (src/content/data-hi/contact.json), for /hi. Apart from contact.ts, which the browser
// tests read in Node, where the build's `content:hi/` modules do not resolve.
import HINDI from 'content:hi/contact.json'
import { addHindiTexts } from './hindi'

addHindiTexts('contact.json', HINDI)
