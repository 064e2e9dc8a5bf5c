import type { Faculty } from '@/api/faculty.schema'

/** Spec: faculty cards sorted by order ascending; a missing order sorts last; ties keep the backend's order. */
export function sortFacultyByOrder(faculty: readonly Faculty[]): Faculty[] {
  return faculty
    .map((member, index) => ({ member, index }))
    .sort((a, b) => orderKey(a.member) - orderKey(b.member) || a.index - b.index)
    .map(({ member }) => member)
}

function orderKey(member: Faculty): number {
  return member.order ?? Number.POSITIVE_INFINITY
}
