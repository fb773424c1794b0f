// Whether this host has a Devanagari face, as every phone does: without one, Chromium searches
// every installed font for the language bar's two Devanagari names on each English page, which
// lengthens the layout Lighthouse multiplies (bench/RESULTS.md, 2026-12-03 11:45).
import { execFileSync } from 'node:child_process';

/** One line for the results: the host's Devanagari face, or that it has none and what that costs. */
export function devanagariFaceNote(): string {
  let families: string[];
  try {
    families = execFileSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.trim() !== '');
  } catch {
    return 'Devanagari system face: unknown (fc-list did not run).';
  }
  if (families.length > 0) return `Devanagari system face: ${families[0]!.trim()}, as a phone has one.`;
  return (
    "Devanagari system face: none on this host (fc-list :lang=hi is empty), unlike a phone: the language bar's two Devanagari names " +
    'cost English pages about 15–25 ms more layout per load, unthrottled, than with one (bench/RESULTS.md, 2026-12-03); Debian\'s fonts-lohit-deva gives it one.'
  );
}
