// The share image of the "Search and sharing" section: a picture of the media library, chosen in
// the library's chooser and kept as its file name, or none (the built-in picture).
import { lazy, Suspense, useId, useState } from 'react';
import { libraryFileUrl } from '@common/media';

const MediaChooser = lazy(() => import('@/admin-shared/media-chooser').then((module) => ({ default: module.MediaChooser })));

export function ShareImageField({ label, hint, name, onName }: { label: string; hint: string; name: string; onName(name: string): void }) {
  const id = useId();
  const [choosing, setChoosing] = useState(false);
  return (
    <fieldset className="admin-field admin-site__share-image" aria-describedby={`${id}-hint`}>
      <legend>{label}</legend>
      <p id={`${id}-hint`} className="admin-field__hint">
        {hint}
      </p>
      {name ? (
        <img className="admin-site__share-preview" src={libraryFileUrl(name)} alt="The chosen share image" />
      ) : (
        <p className="admin-site__share-none">The built-in picture is used.</p>
      )}
      <div className="admin-site__share-actions">
        <button type="button" className="admin-button admin-button--small" onClick={() => setChoosing(true)}>
          Choose from library
        </button>
        {name && (
          <button type="button" className="admin-button admin-button--small" onClick={() => onName('')}>
            Use the built-in picture
          </button>
        )}
      </div>
      {choosing && (
        <Suspense fallback={null}>
          <MediaChooser
            what={label.toLowerCase()}
            onChoose={(item) => {
              onName(item.name);
              setChoosing(false);
            }}
            onClose={() => setChoosing(false)}
          />
        </Suspense>
      )}
    </fieldset>
  );
}
