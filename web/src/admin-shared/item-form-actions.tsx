// The action bar of an item's form with states (news, blogs, ventures): the state buttons, Preview
// and Cancel, the last two behind More on a narrow form.
import { Spinner } from './banners';
import { FormActions, formExtra } from './form-actions';
import { type ItemState, type PublishAction, PublishActions } from './publish-actions';

type ItemFormActionsProps = {
  state: ItemState;
  saving: boolean;
  /** Just saved: the form is about to close, so no second press (as while saving). */
  saved: boolean;
  isEdit: boolean;
  onAction(action: PublishAction): void;
  /** Absent where there is nothing to preview yet (a new venture has no images saved). */
  onPreview?: () => void;
  onCancel(): void;
};

export function ItemFormActions({ state, saving, saved, isEdit, onAction, onPreview, onCancel }: ItemFormActionsProps) {
  const disabled = saving || saved;
  return (
    <FormActions>
      <PublishActions state={state} disabled={disabled} onAction={onAction} />
      {onPreview && (
        <button type="button" className={`admin-button ${formExtra}`} disabled={disabled} onClick={onPreview}>
          Preview
        </button>
      )}
      <button type="button" className={`admin-button ${formExtra}`} onClick={onCancel}>
        Cancel
      </button>
      {saving && <Spinner label={isEdit ? 'Updating...' : 'Saving...'} />}
    </FormActions>
  );
}
