import data from 'content:curriculum.json'

/** /curriculum: Curriculum (src/content/data/curriculum.json). */
export const CURRICULUM_PAGE = data
