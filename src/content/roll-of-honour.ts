/** An entry of /roleOfHonour: a former student whose result or achievement the school honours. */
interface HonourEntry {
  name: string
  year: string
  achievement: string
}

export interface HonourGroup {
  heading: string
  entries: readonly HonourEntry[]
}

export const ROLL_OF_HONOUR_INTRO =
  'The Roll of Honour records students whose results and achievements brought honour to the school.'

/** PLACEHOLDER people: invented names standing in for the school's real roll of honour. */
export const ROLL_OF_HONOUR: readonly HonourGroup[] = [
  {
    heading: 'ISC (class XII) school toppers',
    entries: [
      { name: 'Shreya Agrahari', year: '2025', achievement: '98.5% (Science)' },
      { name: 'Mohammad Faiz Ansari', year: '2024', achievement: '97.75% (Commerce)' },
      { name: 'Pragya Tiwari', year: '2023', achievement: '97.25% (Science)' },
    ],
  },
  {
    heading: 'ICSE (class X) school toppers',
    entries: [
      { name: 'Aditya Kesharwani', year: '2025', achievement: '98.8%' },
      { name: 'Khushi Jaiswal', year: '2024', achievement: '98.2%' },
      { name: 'Rishabh Mishra', year: '2023', achievement: '97.6%' },
    ],
  },
  {
    heading: 'Sports and other achievements',
    entries: [
      { name: 'Nikhil Bind', year: '2024', achievement: 'Gold medal, state-level ICSE athletics (100 m)' },
      { name: 'Aisha Parveen', year: '2023', achievement: 'First prize, national-level ICSE inter-school debate' },
    ],
  },
]
