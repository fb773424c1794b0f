// The rich-text editor as its own lazy chunk: TipTap and ProseMirror download only when a news or
// blog form opens, never with the admin lists (and never on the public site).
import { lazy, Suspense } from 'react';
import { Spinner } from './banners';

const RichTextEditor = lazy(async () => ({ default: (await import('./rich-text-editor')).RichTextEditor }));

export function RichTextField(props: { label: string; value: string; onChange(html: string): void; maxLength?: number; id?: string; error?: string }) {
  return (
    <Suspense fallback={<Spinner label="Loading the editor…" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
