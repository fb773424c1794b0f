// NUL (U+0000) is the one character Postgres text cannot hold: a value with it can never be
// stored or matched, so server and SPA treat it as invalid wherever it arrives.

export function hasNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  // Parsed bodies nest a few levels at most (venture forms: clients[0][name]); deeper is not data.
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  const entries = Array.isArray(value) ? value : [...Object.keys(value), ...Object.values(value)];
  return entries.some((entry) => hasNulCharacter(entry, depth + 1));
}
