// The slug rule of SPEC §2: lower-case, drop anything but letters, digits, spaces and hyphens,
// trim, and collapse runs of spaces into one hyphen.

export function slugify(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .trim()
    .replace(/ +/g, '-');
  // A title made only of punctuation would give an empty slug, which no route can match.
  return slug === '' ? 'item' : slug;
}

/** The n-th candidate for a slug that collides: base, base-2, base-3, … */
export function slugCandidate(base: string, attempt: number): string {
  return attempt <= 1 ? base : `${base}-${attempt}`;
}
