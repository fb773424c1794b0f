// The rich-text editor as its own lazy chunk: TipTap and ProseMirror download only when a news or
// blog form opens, never with the admin lists (and never on the public site).
import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from './banners';
import type { RichTextEditor as Editor } from './rich-text-editor';

const RichTextEditor = lazy(async () => ({ default: (await import('./rich-text-editor')).RichTextEditor }));

export function RichTextField(props: ComponentProps<typeof Editor>) {
  return (
    <Suspense fallback={<Spinner label="Loading the editor…" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
