// The VENTURES section: the paged table (Image, Title, Actions) and the add / edit form.
import { useState } from 'react';
import type { VentureAdmin } from '../../../../common/api-types';
import { BANNER_MS } from '../../../../common/constants';
import { emptyMessages, successMessages } from '../../../../common/messages';
import { uploadUrl } from '../../../../common/upload-areas';
import { ActionsMenu } from '../admin-shared/actions-menu';
import { actionErrorText } from '../admin-shared/admin-errors';
import { BannerView, Spinner, useBanner } from '../admin-shared/banners';
import { ConfirmDialog } from '../admin-shared/confirm-dialog';
import { useFocusOnAttach } from '../admin-shared/focus-on-attach';
import { Pagination } from '../admin-shared/pagination-nav';
import { usePagedList } from '../admin-shared/use-paged-list';
import { deleteVenturePart, fetchVenturesPage } from './api/ventures';
import { VentureForm } from './venture-form';

type Mode = { view: 'list' } | { view: 'add' } | { view: 'edit'; id: number };

export function VenturesManager() {
  const [mode, setMode] = useState<Mode>({ view: 'list' });
  const { page, goTo, list, loading, reload } = usePagedList(fetchVenturesPage, 'ventures');
  const [pendingDelete, setPendingDelete] = useState<VentureAdmin | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { banner, show, dismiss } = useBanner();
  const heading = useFocusOnAttach<HTMLHeadingElement>(false);

  async function deleteVenture(venture: VentureAdmin) {
    setPendingDelete(null);
    setDeleting(true);
    try {
      await deleteVenturePart('venture', venture.id);
      setDeleting(false);
      await show({ kind: 'success', text: successMessages.ventureDeleted }, BANNER_MS.afterDelete);
      reload();
    } catch (error) {
      setDeleting(false);
      show({ kind: 'error', text: actionErrorText(error) });
    }
  }

  if (mode.view !== 'list') {
    return (
      <VentureForm
        ventureId={mode.view === 'edit' ? mode.id : null}
        onClose={(saved) => {
          heading.arm();
          setMode({ view: 'list' });
          if (saved) reload();
        }}
      />
    );
  }

  return (
    <section className="admin-section" aria-labelledby="ventures-heading">
      <div className="admin-section__head">
        <h2 id="ventures-heading" ref={heading.ref} tabIndex={-1}>Ventures</h2>
        <button type="button" className="admin-button admin-button--primary" onClick={() => setMode({ view: 'add' })}>
          <span aria-hidden="true">+</span> Add New
        </button>
      </div>
      <BannerView banner={banner} onDismiss={dismiss} />
      {deleting && <Spinner label="Deleting..." />}
      {loading ? (
        <Spinner label="Loading ventures…" />
      ) : (
        <div className="admin-table__wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Image</th>
                <th scope="col">Title</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list && list.items.length > 0 ? (
                list.items.map((venture) => {
                  const logo = uploadUrl('ventureLogos', venture.logo_url);
                  return (
                    <tr key={venture.id}>
                      <td data-label="Image">
                        {logo ? <img className="admin-table__thumb" src={logo} alt={venture.title} width={64} height={48} loading="lazy" /> : 'No image'}
                      </td>
                      <td data-label="Title">{venture.title}</td>
                      <td data-label="Actions">
                        <ActionsMenu label={venture.title} onEdit={() => setMode({ view: 'edit', id: venture.id })} onDelete={() => setPendingDelete(venture)} />
                      </td>
                    </tr>
                  );
                })
              ) : (
                <tr>
                  <td colSpan={3} className="admin-table__empty">
                    {emptyMessages.adminVentures}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      {list && <Pagination page={page} totalPages={list.totalPages} onChange={goTo} />}
      {pendingDelete && (
        <ConfirmDialog focus="no" question="Are you sure you want to delete this venture?" onYes={() => void deleteVenture(pendingDelete)} onNo={() => setPendingDelete(null)} />
      )}
    </section>
  );
}
