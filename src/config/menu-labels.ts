import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The words of the menus (menus.ts) as messages of the catalogue (src/locales/), by their English: a menu label
 * without its message here is a type error. Apart from menus.ts, so that the menus' structure stays plain data that
 * Node and the browser tests read without Lingui's compiler.
 */
export const MENU_LABELS = {
  Home: msg`Home`,
  School: msg`School`,
  'About us': msg`About us`,
  'History, Aim, Vision & Mission': msg`History, Aim, Vision & Mission`,
  "Principal's Desk": msg`Principal's Desk`,
  'Our Principals': msg`Our Principals`,
  'Rules and Regulations': msg`Rules and Regulations`,
  'Admission Procedure': msg`Admission Procedure`,
  'School Uniform': msg`School Uniform`,
  Curriculum: msg`Curriculum`,
  'Roll of Honour': msg`Roll of Honour`,
  'Community Program': msg`Community Program`,
  'House Points': msg`House Points`,
  Academics: msg`Academics`,
  'Management Committee': msg`Management Committee`,
  'Faculty & Staff': msg`Faculty & Staff`,
  'Former Faculty': msg`Former Faculty`,
  Syllabus: msg`Syllabus`,
  'Streams & Subjects': msg`Streams & Subjects`,
  'Full Attendance': msg`Full Attendance`,
  'Office Bearers': msg`Office Bearers`,
  Facilities: msg`Facilities`,
  'Camps & Tours': msg`Camps & Tours`,
  Laboratory: msg`Laboratory`,
  Library: msg`Library`,
  Sports: msg`Sports`,
  'Summer Camp': msg`Summer Camp`,
  Results: msg`Results`,
  'School Toppers': msg`School Toppers`,
  'Class Toppers': msg`Class Toppers`,
  Gallery: msg`Gallery`,
  'Photo Gallery': msg`Photo Gallery`,
  'Video Gallery': msg`Video Gallery`,
  'Voice SMS': msg`Voice SMS`,
  Magazines: msg`Magazines`,
  Alumni: msg`Alumni`,
  Contact: msg`Contact`,
  News: msg`News`,
  Events: msg`Events`,
  'Transfer Certificate': msg`Transfer Certificate`,
  'ERP Software': msg`ERP Software`,
  'Parent Portal': msg`Parent Portal`,
  'Contact Us': msg`Contact Us`,
} satisfies Record<string, MessageDescriptor>

export type MenuLabel = keyof typeof MENU_LABELS
