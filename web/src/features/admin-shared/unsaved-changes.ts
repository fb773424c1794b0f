// "Leaving a form with unsaved changes asks first": forms report whether they are dirty, and
// whatever would leave them (Cancel, Back, switching dashboard sections, closing the tab) asks.
// The app uses <BrowserRouter>, where react-router's useBlocker is not available, so in-app
// leaving goes through confirmDiscardChanges() and the tab through beforeunload.
import { useEffect } from 'react';

const dirtyForms = new Set<symbol>();

export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const token = Symbol('dirty form');
    dirtyForms.add(token);
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => {
      dirtyForms.delete(token);
      window.removeEventListener('beforeunload', warn);
    };
  }, [dirty]);
}

/** True when nothing is unsaved, or the user agrees to lose it. */
export function confirmDiscardChanges(): boolean {
  if (dirtyForms.size === 0) return true;
  return window.confirm('You have unsaved changes. Leave without saving them?');
}
