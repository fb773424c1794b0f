// Ctrl+S (Cmd+S on a Mac) saves the form being edited, as in a word processor or WordPress's
// editor, instead of opening the browser's "Save page as". The button a form saves with declares
// the keys (aria-keyshortcuts, which assistive technology announces), and the key presses it, so
// a save by the keys is a click on that button: its checks, questions and notices are the same.
import { useEffect } from 'react';

/** Spread on a form's saving button: the keys that press it. */
export const saveShortcut = { 'aria-keyshortcuts': 'Control+S Meta+S' } as const;

const shortcutButton = 'button[aria-keyshortcuts~="Control+S"]';

/** Ctrl+S or Cmd+S alone; by the key's place too, so a Hindi or Marathi keyboard layout saves as well. */
function isSaveKey(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && (event.key.toLowerCase() === 's' || event.code === 'KeyS');
}

/**
 * The button the keys press: the one of the form that has the focus, else, when the focus is in
 * no form and no dialog, the page's only one (a click on the page's background left the form).
 */
function buttonFor(focus: Element | null): HTMLButtonElement | null {
  const form = focus?.closest('form');
  if (form) return form.querySelector<HTMLButtonElement>(shortcutButton);
  if (focus?.closest('dialog, [role="dialog"], [role="alertdialog"]')) return null;
  const buttons = document.querySelectorAll<HTMLButtonElement>(`main ${shortcutButton}`);
  return buttons.length === 1 ? buttons[0]! : null;
}

/** Listens for the keys while the admin frame is shown. */
export function useSaveShortcut(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSaveKey(event)) return;
      const button = buttonFor(document.activeElement);
      if (!button) return;
      event.preventDefault();
      // While a save is under way the button is disabled: the keys then do nothing, as a click would.
      if (!button.matches(':disabled')) button.click();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
