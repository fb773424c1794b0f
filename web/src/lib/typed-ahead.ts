// What a visitor types between pressing a control that opens a text field (the header's Search,
// marked `data-types-ahead`) and that field being there: the field's code may still be on its way
// (its island asleep, or a chunk fetched on first use), which on a slow phone takes a moment. A
// hidden field takes the focus in the press itself, so the keys land somewhere and a phone raises
// its keyboard (iOS Safari does only for a focus given during a press); the opened field then
// takes its words, an Enter pressed on them, and the focus, which keeps the keyboard up.
// Loaded by every rendered public page (islands/start.ts), so kept small.

export type TypedAhead = {
  /** The hidden field: its value is what was typed; out of the page once Escape was pressed, or dropped. */
  field: HTMLInputElement;
  /** Whether Enter was pressed in it. */
  submitted?: boolean;
  /** What Escape does besides removing the field; by default the focus goes back to the control. */
  onEscape?: () => void;
};

/** Gives the focus to a hidden field named as the control is, which keeps what is typed until it is removed. */
export function holdTypedAhead(control: HTMLElement): TypedAhead {
  const field = document.createElement('input');
  const held: TypedAhead = { field };
  field.className = 'visually-hidden';
  // Where the window is, so that no browser scrolls to it.
  field.style.cssText = 'position:fixed!important;top:0';
  field.autocomplete = 'off';
  field.setAttribute('aria-label', control.getAttribute('aria-label')!);
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
