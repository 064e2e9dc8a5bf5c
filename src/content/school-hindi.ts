// The school's contact details in Hindi (src/content/data-hi/school.json: the phones' labels, the app links' words),
// for /hi. Apart from school.ts, which the build's configuration reads in Node.
import HINDI from 'content:hi/school.json'
import { addHindiTexts } from './hindi'

addHindiTexts('school.json', HINDI)
