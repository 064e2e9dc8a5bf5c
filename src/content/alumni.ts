import { PORTRAITS } from './static-page.types'

/** A row of the alumni table (spec section 3: name, photo, qualification, designation, achievement). */
export interface AlumniRow {
  name: string
  photo: string
  qualification: string
  designation: string
  achievement: string
}

/** PLACEHOLDER people: invented names standing in for the school's real alumni. */
export const ALUMNI: readonly AlumniRow[] = [
  {
    name: 'Dr. Ritesh Kumar Dubey',
    photo: PORTRAITS.man,
    qualification: 'MBBS, MD (Medicine), KGMU Lucknow',
    designation: 'Senior Consultant Physician, Varanasi',
    achievement: 'Led free health camps in 40 villages of the district',
  },
  {
    name: 'Ananya Chaurasia',
    photo: PORTRAITS.woman,
    qualification: 'B.Tech (Computer Science), IIT (BHU) Varanasi',
    designation: 'Software Engineer, Bengaluru',
    achievement: 'ISC 2015 school topper with 97.4%',
  },
  {
    name: 'Capt. Vikram Singh Rathore',
    photo: PORTRAITS.man,
    qualification: 'B.Sc., National Defence Academy',
    designation: 'Captain, Indian Army',
    achievement: 'Sword of Honour at the Indian Military Academy',
  },
  {
    name: 'Sneha Kesarwani',
    photo: PORTRAITS.woman,
    qualification: 'M.A. (English), University of Allahabad',
    designation: 'Assistant Professor of English',
    achievement: 'Published a collection of short stories in 2023',
  },
]

export const ALUMNI_INTRO =
  'Our former students serve in medicine, engineering, the armed forces, education and many other fields. We are proud of them.'
