// The star after the label of a field a save needs ("Fields marked * are required."). Hidden from
// screen readers, which hear the field's own required state instead; a read-only form hides it
// (admin.css), since its reader fills nothing in.

export function RequiredMark() {
  return (
    <span className="admin-required" aria-hidden="true">
      {' *'}
    </span>
  );
}
