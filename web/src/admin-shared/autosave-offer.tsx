// The offer above a form whose editor left unsaved changes behind (a crash, a closed tab):
// recover them into the form, or discard them for good.
import { IndiaTime } from './india-time';
import './autosave-offer.css';

export function AutosaveOffer({ savedAt, onRecover, onDiscard }: { savedAt: string; onRecover(): void; onDiscard(): void }) {
  return (
    <div className="admin-autosave-offer" role="status">
      <p>Unsaved changes from <IndiaTime at={savedAt} /> were found.</p>
      <div className="admin-autosave-offer__actions">
        <button type="button" className="admin-button admin-button--primary" onClick={onRecover}>
          Recover
        </button>
        <button type="button" className="admin-button" onClick={onDiscard}>
          Discard
        </button>
      </div>
    </div>
  );
}
