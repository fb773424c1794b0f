// "Leaving a form with unsaved changes asks first." Forms report whether they are dirty; every way
// out asks in the page's own dialog: in-app navigation (links, navigate() and the browser's Back,
// held by the router through lib/navigation-guard.ts), the form's Back/Cancel, switching dashboard
// sections and Logout (confirmDiscardChanges). Closing or reloading the tab gets the browser's own beforeunload prompt.
import { useEffect, useSyncExternalStore } from 'react';
import { setNavigationGuard } from '@/lib/navigation-guard';
import { ConfirmDialog } from './confirm-dialog';

const question = 'You have unsaved changes. Are you sure you want to leave without saving them?';

const dirtyForms = new Set<symbol>();
let pendingAnswer: ((leave: boolean) => void) | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Registers a form as holding unsaved changes while `dirty` is true. */
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

export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

/** Drops every unsaved-changes mark (the user agreed, or the session ended). */
export function forgetUnsavedChanges(): void {
  dirtyForms.clear();
}

/** Resolves true when nothing is unsaved, or when the user agrees to lose it. */
export function confirmDiscardChanges(): Promise<boolean> {
  if (!hasUnsavedChanges()) return Promise.resolve(true);
  pendingAnswer?.(false);
  return new Promise((resolve) => {
    pendingAnswer = (leave) => {
      pendingAnswer = null;
      if (leave) forgetUnsavedChanges();
      notify();
      resolve(leave);
    };
    notify();
  });
}

/** Rendered once inside the admin gate: holds navigation away from a dirty form and shows the question. */
export function UnsavedChangesGuard() {
  useEffect(
    () =>
      setNavigationGuard({
        shouldHold: (current, next) => hasUnsavedChanges() && (current.pathname !== next.pathname || current.search !== next.search),
        ask: confirmDiscardChanges,
      }),
    [],
  );
  const answer = useSyncExternalStore(subscribe, () => pendingAnswer);
  if (answer) return <ConfirmDialog question={question} focus="no" onYes={() => answer(true)} onNo={() => answer(false)} />;
  return null;
}
