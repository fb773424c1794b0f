// A value not there (a language not written, a year still to come): a dash on screen, and words for
// a screen reader, which would say "dash".
export function NoValue({ said }: { said: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{said}</span>
    </>
  );
}
