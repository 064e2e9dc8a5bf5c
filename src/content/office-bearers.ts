import type { OfficeBearerYear } from './office-bearer-years'
import { PORTRAITS } from './static-page.types'

/** An office bearer card (spec section 3: photo, name, post). */
export interface OfficeBearer {
  photo: string
  name: string
  post: string
}

const boy = (name: string, post: string): OfficeBearer => ({ photo: PORTRAITS.boy, name, post })
const girl = (name: string, post: string): OfficeBearer => ({ photo: PORTRAITS.girl, name, post })

/**
 * The posts of spec section 2 for each year. In 2024-2025 the post text includes the class-section;
 * 2023-2024 also has the junior-school posts. PLACEHOLDER people: invented names.
 */
export const OFFICE_BEARERS: Readonly<Record<OfficeBearerYear, readonly OfficeBearer[]>> = {
  '2024-2025': [
    boy('Aditya Narayan Singh', 'School Head Boy (XII-A)'),
    girl('Ishita Kesarwani', 'School Head Girl (XII-B)'),
    boy('Harshit Srivastava', 'Vice Head Boy (XI-A)'),
    girl('Muskan Agrahari', 'Vice Head Girl (XI-B)'),
    boy('Rohit Bind', 'Sports Captain (XII-C)'),
    girl('Sakshi Yadav', 'Sports Vice Captain (XI-C)'),
    boy('Anmol Jaiswal', 'Blue House Captain (XII-B)'),
    girl('Shruti Pandey', 'Blue House Vice Captain (XI-A)'),
    girl('Nidhi Maurya', 'Gold House Captain (XII-A)'),
    boy('Utkarsh Tiwari', 'Gold House Vice Captain (XI-B)'),
    boy('Faizan Ahmad', 'Red House Captain (XII-C)'),
    girl('Kritika Gupta', 'Red House Vice Captain (XI-C)'),
    girl('Ananya Dubey', 'Green House Captain (XII-B)'),
    boy('Prince Sonkar', 'Green House Vice Captain (XI-A)'),
    girl('Vaishnavi Mishra', 'Literary Association President (XII-A)'),
    boy('Ayush Chaurasia', 'Literary Association Vice President (XI-B)'),
    girl('Pooja Upadhyay', 'Hindi Association President (XII-C)'),
    boy('Saurabh Dwivedi', 'Hindi Association Vice President (XI-C)'),
    boy('Aman Kesharwani', 'IT Association President (XII-A)'),
    girl('Simran Kaur', 'IT Association Vice President (XI-A)'),
    girl('Khushi Patel', 'Art Association President (XII-B)'),
    boy('Devansh Verma', 'Art Association Vice President (XI-B)'),
    boy('Shivansh Tripathi', 'Science Association President (XII-A)'),
    girl('Priyanshi Rai', 'Science Association Vice President (XI-A)'),
    girl('Tanya Agarwal', 'Commerce Association President (XII-C)'),
    boy('Kunal Saxena', 'Commerce Association Vice President (XI-C)'),
    girl('Riya Joseph', 'Music Association President (XII-B)'),
    boy('Samuel Masih', 'Music Association Vice President (XI-B)'),
    boy('Abhinav Shukla', 'Environmental Club President (XII-C)'),
    girl('Anushka Singh', 'Environmental Club Vice President (XI-A)'),
  ],
  '2023-2024': [
    boy('Rahul Kesarwani', 'School Head Boy'),
    girl('Aishwarya Srivastava', 'School Head Girl'),
    boy('Vishal Maurya', 'Vice Head Boy'),
    girl('Nandini Jaiswal', 'Vice Head Girl'),
    boy('Sachin Yadav', 'Sports Captain'),
    girl('Palak Gupta', 'Sports Vice Captain'),
    boy('Raghav Pandey', 'Blue House Captain'),
    girl('Sneha Bind', 'Blue House Vice Captain'),
    girl('Divya Tiwari', 'Gold House Captain'),
    boy('Ankit Sonkar', 'Gold House Vice Captain'),
    boy('Arjun Chaurasia', 'Red House Captain'),
    girl('Mehak Parveen', 'Red House Vice Captain'),
    girl('Shikha Dubey', 'Green House Captain'),
    boy('Gaurav Agrahari', 'Green House Vice Captain'),
    girl('Aastha Mishra', 'Literary Association President'),
    boy('Nitin Upadhyay', 'Literary Association Vice President'),
    girl('Swati Dwivedi', 'Hindi Association President'),
    boy('Manish Verma', 'Hindi Association Vice President'),
    boy('Rohan Fernandes', 'IT Association President'),
    girl('Deepika Saxena', 'IT Association Vice President'),
    girl('Kavya Rai', 'Art Association President'),
    boy('Harsh Patel', 'Art Association Vice President'),
    boy('Sumit Tripathi', 'Science Association President'),
    girl('Jyoti Shukla', 'Science Association Vice President'),
    girl('Prachi Agarwal', 'Commerce Association President'),
    boy('Yogesh Kesharwani', 'Commerce Association Vice President'),
    girl('Sarah Thomas', 'Music Association President'),
    boy('Daniel Masih', 'Music Association Vice President'),
    boy('Shubham Singh', 'Environmental Club President'),
    girl('Neha Sahu', 'Environmental Club Vice President'),
    boy('Aarush Gupta', 'Junior School Head Boy'),
    girl('Anika Srivastava', 'Junior School Head Girl'),
    boy('Vedant Yadav', 'Junior School Sports Captain'),
    girl('Siya Jaiswal', 'Junior School Sports Vice Captain'),
  ],
}
