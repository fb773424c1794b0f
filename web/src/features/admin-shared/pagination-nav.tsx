import { pageItems } from './pagination';

/** Previous / pages / Next; Previous and Next do nothing at the ends (SPEC §2). */
export function Pagination({ page, totalPages, onChange }: { page: number; totalPages: number; onChange(page: number): void }) {
  if (totalPages <= 1) return null;
  return (
    <nav className="admin-pagination" aria-label="Pages">
      <button type="button" onClick={() => page > 1 && onChange(page - 1)} aria-disabled={page <= 1}>
        Previous
      </button>
      {pageItems(page, totalPages).map((item, index) =>
        item === 'ellipsis' ? (
          <span key={`e${index}`} className="admin-pagination__ellipsis" aria-hidden="true">
            …
          </span>
        ) : (
          <button key={item} type="button" onClick={() => onChange(item)} aria-current={item === page ? 'page' : undefined}>
            {item}
          </button>
        ),
      )}
      <button type="button" onClick={() => page < totalPages && onChange(page + 1)} aria-disabled={page >= totalPages}>
        Next
      </button>
    </nav>
  );
}
