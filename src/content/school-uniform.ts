import data from 'content:school-uniform.json'

/** /schoolUniform: School Uniform (src/content/data/school-uniform.json). */
export const UNIFORM_PAGE = data
