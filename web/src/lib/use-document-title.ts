// Sets document.title for a page: "<page> | SJG Group", or just the group name on Home.
import { useEffect } from 'react';

export const SITE_NAME = 'SJG Group';

export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
