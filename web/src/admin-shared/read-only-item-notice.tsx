// A role that changes nothing, sent to an item's form (an editor's shared link, ?edit=12): the list
// shows instead, and this says why and what it can open to read the item: its preview and history.
import { Link } from 'react-router';
import type { EditorialKind } from '@common/editorial';
import { previewPath } from '@common/preview-paths';
import { paths } from '@/lib/paths';
import { wholeNumberParam } from './list-url-state';
import { isPreviewableKind } from './preview';

/** `edit`: the ?edit= asked for, an id or 'new'. */
export function ReadOnlyItemNotice({ kind, edit }: { kind: EditorialKind; edit: string }) {
  const id = wholeNumberParam(edit);
  if (id === null) return <p className="admin-list-filter">Your role reads items but does not add them.</p>;
  return (
    <p className="admin-list-filter">
      Your role reads items but does not edit them. Read this one in its{' '}
      {isPreviewableKind(kind) && (
        <>
          <a href={previewPath(kind, id)} target="_blank" rel="noopener">
            preview
          </a>{' '}
          or its{' '}
        </>
      )}
      <Link to={paths.adminHistory(kind, id)}>history</Link>.
    </p>
  );
}
