// What the venture form and its list editors (venture-row-list.tsx, venture-gallery-editor.tsx)
// share: the shapes of their rows, the DOM ids the error summary links to, and the form's hooks
// through which an editor reports what happened at a field.
import type { MediaItem } from '@common/media';

/**
 * A subcategory or client: its name and picture (a saved one has an id and its current picture);
 * a new picture is a file or one chosen from the media library.
 */
export type Row = { key: string; id?: number; name: string; file: File | null; media?: MediaItem | null; currentUrl?: string | null };

/**
 * A gallery picture: a stored one (id, url), a chosen file (file, its object URL as url) or a
 * picture chosen from the media library (media, its URL).
 */
export type GalleryImage = {
  key: string;
  id?: number;
  file?: File;
  media?: MediaItem;
  url: string;
  alt: string;
  caption: string;
  /** When the chosen file was shrunk in the browser: what it was, and the size it was drawn at. */
  shrunk?: { fromBytes: number; width: number; height: number };
};

export type ListKind = 'subcategory' | 'client' | 'gallery';

/** A row the editor asked to remove; `what` names it in the confirmation ('client 'Acme''). */
export type RowRemoval = { type: ListKind; key: string; id?: number; what: string };

export type ListStatusText = { kind: 'success' | 'error'; text: string };

let rowCounter = 0;
export const newKey = () => `row-${++rowCounter}`;

/** The DOM ids the summary links to, and where the focus goes in a list. */
export const fieldIds = {
  title: 'venture-title',
  about_desc: 'venture-about',
  text: (name: string) => `venture-${name}`,
  image: (name: string) => `venture-image-${name}`,
  rowName: (key: string) => `${key}-name`,
  rowImage: (key: string) => `${key}-image`,
  addRow: (kind: 'subcategory' | 'client') => `venture-add-${kind}`,
  gallery: 'venture-gallery',
  galleryAlt: (key: string) => `${key}-alt`,
  galleryCaption: (key: string) => `${key}-caption`,
};

/** How an editor tells the form about its fields (the form keeps the messages and the unsaved state). */
export type FieldFeedback = {
  /** The message to show at a field: a picked file over its limit, or what the last Save found. */
  messageOf(fieldId: string): string | undefined;
  /** The editor acted on a field: its message from the last Save no longer stands. */
  settle(fieldId: string): void;
  /** A file was picked at a field: its earlier too-large message goes too. */
  picked(fieldId: string): void;
  /** A picked file is over its limit: SPEC §9's banner, and the message at the field. */
  tooLarge(fieldId: string): (message: string) => void;
  /** The form has unsaved changes. */
  touch(): void;
};
