import { scenePhoto, type StaticPhoto } from './static-page.types'

export interface Laboratory {
  /** The tab's identifier: biology, chemistry, physics, or `{name}computer` for the computer labs. */
  id: string
  /** The tab's label. */
  label: string
  /** The heading shown above the photos when the tab is selected. */
  title: string
  description: string
  photos: readonly StaticPhoto[]
}

export const LABORATORY_INTRO = [
  'The school has 4 computer labs with online power backup, and one combined physics, chemistry and biology lab.',
  'Every lab is equipped for the practical work of the ICSE and ISC syllabus and is supervised by a trained laboratory assistant.',
] as const

function labPhotos(file: string, lab: string, count: number): StaticPhoto[] {
  return Array.from({ length: count }, (_, index) =>
    scenePhoto(`${file}-${index + 1}.svg`, `${lab}, photo ${index + 1} of ${count}`),
  )
}

/** The seven tabs in order; photo counts 4, 6, 1, 1, 1, 2, 2 (spec section 2). */
export const LABORATORIES: readonly Laboratory[] = [
  {
    id: 'biology',
    label: 'Biology Lab',
    title: 'Biology Laboratory',
    description: 'Microscopes, specimens, models and charts for the study of plants, animals and the human body.',
    photos: labPhotos('biology-lab', 'Biology Laboratory', 4),
  },
  {
    id: 'chemistry',
    label: 'Chemistry Lab',
    title: 'Chemistry Laboratory',
    description: 'Work benches with gas and water points, a fume cupboard and a full stock of apparatus and reagents.',
    photos: labPhotos('chemistry-lab', 'Chemistry Laboratory', 6),
  },
  {
    id: 'physics',
    label: 'Physics Lab',
    title: 'Physics Laboratory',
    description: 'Apparatus for mechanics, heat, light, sound, electricity and magnetism experiments.',
    photos: labPhotos('physics-lab', 'Physics Laboratory', 1),
  },
  {
    id: 'xaviercomputer',
    label: 'St. Xavier Computer Lab',
    title: 'St. Xavier Computer Lab',
    description: 'Computers for the primary classes, with educational software and online power backup.',
    photos: labPhotos('xavier-computer-lab', 'St. Xavier Computer Lab', 1),
  },
  {
    id: 'thomascomputer',
    label: 'St. Thomas Computer Lab',
    title: 'St. Thomas Computer Lab',
    description: 'Computers for the middle school, with internet access and online power backup.',
    photos: labPhotos('thomas-computer-lab', 'St. Thomas Computer Lab', 1),
  },
  {
    id: 'josephcomputer',
    label: 'St. Joseph Computer Lab',
    title: 'St. Joseph Computer Lab',
    description: 'Computers for ICSE Computer Applications practicals, with online power backup.',
    photos: labPhotos('joseph-computer-lab', 'St. Joseph Computer Lab', 2),
  },
  {
    id: 'franciscomputer',
    label: 'St. Francis Computer Lab',
    title: 'St. Francis Computer Lab',
    description: 'Computers for ISC Computer Science practicals and projects, with online power backup.',
    photos: labPhotos('francis-computer-lab', 'St. Francis Computer Lab', 2),
  },
]
