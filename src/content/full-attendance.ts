import { PORTRAITS } from './static-page.types'

/** An attendance card (spec section 3: photo, name, class-section label). */
export interface AttendanceCard {
  photo: string
  name: string
  classSection: string
}

export interface AttendanceGroup {
  heading: string
  students: readonly AttendanceCard[]
}

export const FULL_ATTENDANCE_INTRO =
  'Congratulations to the students who attended school on every working day of the session 2024-2025.'

const boy = (name: string, classSection: string): AttendanceCard => ({ photo: PORTRAITS.boy, name, classSection })
const girl = (name: string, classSection: string): AttendanceCard => ({ photo: PORTRAITS.girl, name, classSection })

/** Grouped under Nursery B, LKG, Class I to Class IX (spec section 2). PLACEHOLDER people: invented names. */
export const FULL_ATTENDANCE: readonly AttendanceGroup[] = [
  { heading: 'Nursery B', students: [girl('Aadhya Srivastava', 'Nursery B'), boy('Reyansh Gupta', 'Nursery B')] },
  { heading: 'LKG', students: [boy('Vivaan Maurya', 'LKG A'), girl('Myra Jaiswal', 'LKG C')] },
  {
    heading: 'Class I',
    students: [girl('Saanvi Pandey', 'I-A'), boy('Atharv Singh', 'I-B'), girl('Kiara Tiwari', 'I-D')],
  },
  { heading: 'Class II', students: [boy('Ayaan Khan', 'II-A'), girl('Navya Mishra', 'II-C')] },
  { heading: 'Class III', students: [girl('Pari Yadav', 'III-B'), boy('Krishna Kesarwani', 'III-D')] },
  {
    heading: 'Class IV',
    students: [boy('Arnav Dubey', 'IV-A'), girl('Anvi Agrahari', 'IV-B'), boy('Shaurya Bind', 'IV-C')],
  },
  { heading: 'Class V', students: [girl('Ira Chaurasia', 'V-A'), boy('Dhruv Upadhyay', 'V-C')] },
  { heading: 'Class VI', students: [boy('Kabir Sonkar', 'VI-B'), girl('Avni Shukla', 'VI-D')] },
  { heading: 'Class VII', students: [girl('Tanvi Patel', 'VII-A'), boy('Yash Verma', 'VII-C')] },
  { heading: 'Class VIII', students: [boy('Aryan Tripathi', 'VIII-A'), girl('Riddhi Saxena', 'VIII-B')] },
  {
    heading: 'Class IX',
    students: [girl('Mahi Rai', 'IX-A'), boy('Sarthak Dwivedi', 'IX-C'), girl('Zoya Siddiqui', 'IX-D')],
  },
]
