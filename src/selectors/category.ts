/** Spec section 5: galleries show only PhotoGallery, the principal page only Principal, syllabus only Syllabus. */
export function inCategory<T extends { category: string }>(records: readonly T[], category: string): T[] {
  return records.filter((record) => record.category === category)
}

/** The first record of a category, or undefined. */
export function firstInCategory<T extends { category: string }>(
  records: readonly T[],
  category: string,
): T | undefined {
  return records.find((record) => record.category === category)
}
