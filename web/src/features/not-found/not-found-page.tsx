// Any route the site does not know.
import { NotFoundView } from '@/components/not-found-view';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return <NotFoundView />;
}
