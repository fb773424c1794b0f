// A Devanagari face on the bench host, as every phone has one: without it, Chromium searches every
// installed font for the language bar's two Devanagari names on each English page, which lengthens
// the layout Lighthouse multiplies by its slowdown (bench/RESULTS.md, 2026-12-03 11:45 and 18:15).
import { execFileSync } from 'node:child_process';
import { aptInstall } from './debian-packages.js';

/** Debian's smallest Devanagari face (Lohit Devanagari, about 200 KB). */
const FACE_PACKAGE = 'fonts-lohit-deva';

/** The host's Devanagari families (fc-list :lang=hi), or undefined when fc-list does not run. */
function devanagariFamilies(): string[] | undefined {
  try {
    return execFileSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
  } catch {
    return undefined;
  }
}

/**
 * Installs Debian's Devanagari face when the host has none (LIGHTHOUSE_HOST_FONTS=as-is measures
 * the host as it is); a host where that fails is measured as it is, and the results say so.
 */
export function ensureDevanagariFace(): void {
  if (process.env['LIGHTHOUSE_HOST_FONTS'] === 'as-is' || devanagariFamilies()?.length !== 0) return;
  try {
    aptInstall('Devanagari face', [FACE_PACKAGE], 'a Devanagari face (fc-list :lang=hi is empty), which a phone has');
  } catch (error) {
    console.error(`No Devanagari face could be installed; measuring without one. ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** One line for the results: the host's Devanagari face, or that it has none and what that costs. */
export function devanagariFaceNote(): string {
  const families = devanagariFamilies();
  if (families === undefined) return 'Devanagari system face: unknown (fc-list did not run).';
  if (families.length > 0) return `Devanagari system face: ${families[0]}, as a phone has one.`;
  return (
    "Devanagari system face: none on this host (fc-list :lang=hi is empty), unlike a phone: the language bar's two Devanagari names " +
    `cost English pages about 15–25 ms more layout per load, unthrottled, than with one (bench/RESULTS.md, 2026-12-03); Debian's ${FACE_PACKAGE} gives it one.`
  );
}
