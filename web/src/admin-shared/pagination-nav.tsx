// Previous / pages / Next under an admin list. Previous and Next do nothing at the ends (SPEC §2).
import { pageItems } from './pagination';
import './pagination-nav.css';

export function Pagination({ page, totalPages, onChange }: { page: number; totalPages: number; onChange(page: number): void }) {
  if (totalPages <= 1) return null;
  return (
    <nav className="admin-pagination" aria-label="Pages">
      <button type="button" onClick={() => page > 1 && onChange(page - 1)} aria-disabled={page <= 1}>
        <span aria-hidden="true">‹ </span>Previous
      </button>
      {pageItems(page, totalPages).map((item, index) =>
        item === 'ellipsis' ? (
          <span key={`ellipsis-${index}`} className="admin-pagination__ellipsis" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            onClick={() => onChange(item)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" onClick={() => page < totalPages && onChange(page + 1)} aria-disabled={page >= totalPages}>
        Next<span aria-hidden="true"> ›</span>
      </button>
    </nav>
  );
}
