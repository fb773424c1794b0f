// Moves the keyboard focus to an element when it appears (a form's heading when the form opens,
// the list's heading when the form closes), so keyboard and screen-reader users land where the
// content changed. A stable ref callback: React calls it on attach, not on every render.
import { useCallback, useRef } from 'react';

export function useFocusOnAttach<T extends HTMLElement>(initiallyArmed = true) {
  const armed = useRef(initiallyArmed);
  const ref = useCallback((element: T | null) => {
    if (element && armed.current) element.focus();
  }, []);
  /** From now on, focus the element whenever it appears. */
  const arm = useCallback(() => {
    armed.current = true;
  }, []);
  return { ref, arm };
}
