// What a visitor types between pressing a control that opens a text field (the header's Search,
// marked `data-types-ahead`) and that field being there: the field's code may still be on its way
// (its island asleep, or a chunk fetched on first use), which on a slow phone takes a moment. A
// field of its own takes the focus in the press itself, so the keys land somewhere and a phone
// raises its keyboard (iOS Safari does only for a focus given during a press); the opened field
// then takes its words, an Enter pressed on them, and the focus, which keeps the keyboard up.
// Code that never comes (a flaky network, or a page kept open across a release whose chunks are
// gone) sends the words to the page `data-types-ahead` names, where the control leads without
// JavaScript (the search's own page).
// Loaded by every rendered public page (islands/start.ts), so kept small, and styled here.

export type TypedAhead = {
  /** The field: its value is what was typed; out of the page once Escape was pressed, or dropped. */
  field: HTMLInputElement;
  /** Whether Enter was pressed in it. */
  submitted?: boolean;
  /** What Escape does besides removing the field; by default the focus goes back to the control. */
  onEscape?: () => void;
  /** The page the control leads to without JavaScript (its data-types-ahead), which takes the words as ?q=. */
  page: string;
};

/**
 * Gives the focus to a field named as the control is, which keeps what is typed until it is
 * removed: a bar across the top of the window, drawn only if it is still there after 0.2 s (when
 * the code is slow to come; a quick one never shows it).
 */
export function holdTypedAhead(control: HTMLElement): TypedAhead {
  const field = document.createElement('input');
  const held: TypedAhead = { field, page: control.dataset.typesAhead! };
  const name = control.getAttribute('aria-label')!;
  field.setAttribute('aria-label', name);
  field.placeholder = name;
  field.autocomplete = 'off';
  // 16 px at least, or iOS zooms the page in on focus.
  field.style.cssText =
    'position:fixed;top:0;left:0;z-index:101;box-sizing:border-box;width:100%;margin:0;padding:var(--space-4) var(--gutter);' +
    'border:0;border-bottom:4px solid var(--color-gold-500);background:var(--color-white);color:var(--color-ink);' +
    'font-size:max(16px,var(--font-size-md));box-shadow:var(--shadow-lg);outline:0;opacity:0;transition:opacity .15s .2s';
  field.onkeydown = (event) => {
    if (event.isComposing) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      held.submitted = true;
    } else if (event.key === 'Escape') {
      field.remove();
      (held.onEscape ?? (() => control.focus()))();
    }
  };
  document.body.append(field);
  field.focus({ preventScroll: true });
  // Its style read once as transparent (no layout), so that the change below is a transition.
  void getComputedStyle(field).opacity;
  field.style.opacity = '1';
  return held;
}

/** Fields held by a press on a control whose island had not woken, until its replayed press takes them. */
const heldUntilAwake = new WeakMap<HTMLElement, TypedAhead>();

/** Whether pressing `control` opens a text field whose typing should be held. */
export const typesAhead = (control: HTMLElement) => control.hasAttribute('data-types-ahead');

/**
 * For a press on `control` before its island has woken (islands/start.ts): the field that holds what
 * is typed until the island's replayed press takes it; undefined when an earlier press holds one
 * already (a second tap while nothing seems to happen), which gets the focus back.
 */
export function holdTypedAheadUntilAwake(control: HTMLElement): TypedAhead | undefined {
  const held = heldUntilAwake.get(control);
  if (held?.field.isConnected) {
    held.field.focus({ preventScroll: true });
    return undefined;
  }
  const fresh = holdTypedAhead(control);
  heldUntilAwake.set(control, fresh);
  return fresh;
}

/** The field a press on `control` opens with: the one its early press held, else a new one. */
export function typedAheadFor(control: HTMLElement): TypedAhead {
  const held = heldUntilAwake.get(control);
  heldUntilAwake.delete(control);
  return held?.field.isConnected ? held : holdTypedAhead(control);
}

/**
 * For a press whose code did not come: the page the control leads to without JavaScript, with what
 * was typed as its words (the search's page runs them, and shows them in its own field).
 */
export function followWithoutCode(held: TypedAhead): void {
  const words = held.field.value.trim();
  location.assign(words ? `${held.page}?q=${encodeURIComponent(words)}` : held.page);
}
