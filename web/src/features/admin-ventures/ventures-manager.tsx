// The VENTURES section: the paged table (Image, Title, Actions) and the add / edit form.
import { useEffect, useState } from 'react';
import type { Paged, VentureAdmin } from '../../../../common/api-types';
import { BANNER_MS } from '../../../../common/constants';
import { emptyMessages, successMessages } from '../../../../common/messages';
import { uploadUrl } from '../../../../common/upload-areas';
import { apiRequest } from '../../lib/api-client';
import { ActionsMenu } from '../admin-shared/actions-menu';
import { actionErrorText } from '../admin-shared/admin-errors';
import { BannerView, Spinner, useBanner } from '../admin-shared/banners';
import { ConfirmDialog } from '../admin-shared/confirm-dialog';
import { Pagination } from '../admin-shared/pagination-nav';
import { VentureForm } from './venture-form';

type Mode = { view: 'list' } | { view: 'add' } | { view: 'edit'; id: number };

export function VenturesManager() {
  const [mode, setMode] = useState<Mode>({ view: 'list' });
  const [page, setPage] = useState(1);
  const [list, setList] = useState<{ items: VentureAdmin[]; totalPages: number } | null>(null);
  const [loading, setLoading] = useState(true);
  const [reloadKey, setReloadKey] = useState(0);
  const [pendingDelete, setPendingDelete] = useState<VentureAdmin | null>(null);
  const { banner, show, dismiss } = useBanner();

  useEffect(() => {
    if (mode.view !== 'list') return;
    const controller = new AbortController();
    setLoading(true);
    apiRequest<Paged<'ventures', VentureAdmin>>('ventures/ventures_api.php', { query: { page }, signal: controller.signal })
      .then((reply) => setList({ items: reply.ventures, totalPages: reply.total_pages }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load ventures', error);
        setList({ items: [], totalPages: 0 });
      })
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [page, reloadKey, mode.view]);

  async function deleteVenture(venture: VentureAdmin) {
    setPendingDelete(null);
    try {
      await apiRequest('ventures/delete_venture_api.php', { method: 'POST', body: { type: 'venture', id: venture.id } });
      await show({ kind: 'success', text: successMessages.ventureDeleted }, BANNER_MS.afterDelete);
      setReloadKey((key) => key + 1);
    } catch (error) {
      show({ kind: 'error', text: actionErrorText(error) });
    }
  }

  if (mode.view !== 'list') {
    return (
      <VentureForm
        ventureId={mode.view === 'edit' ? mode.id : null}
        onClose={(saved) => {
          setMode({ view: 'list' });
          if (saved) setReloadKey((key) => key + 1);
        }}
      />
    );
  }

  return (
    <section className="admin-section" aria-labelledby="ventures-heading">
      <div className="admin-section__head">
        <h2 id="ventures-heading">Ventures</h2>
        <button type="button" className="admin-button admin-button--primary" onClick={() => setMode({ view: 'add' })}>
          Add New
        </button>
      </div>
      <BannerView banner={banner} onDismiss={dismiss} />
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
      {list && <Pagination page={page} totalPages={list.totalPages} onChange={(next) => next !== page && setPage(next)} />}
      {pendingDelete && (
        <ConfirmDialog question="Are you sure you want to delete this venture?" onYes={() => void deleteVenture(pendingDelete)} onNo={() => setPendingDelete(null)} />
      )}
    </section>
  );
}
