// The state buttons at the foot of a news, blog or venture form (issue 22), by the item's state:
// new or draft: Save draft, Publish, Schedule… (a date and time in India time); scheduled: Save,
// Publish now, Change time…, Unschedule; published: Update, Unpublish. Only the steps that change
// what visitors see ask first (the form's dialog, with the question actionTexts gives; issue 48);
// each is sent as `status` / `publish_at` beside the form's fields. On a narrow form only the first
// one or two show until More is pressed (form-actions.tsx).
import { useId, useState } from 'react';
import { editorialMessages, SITE_UTC_OFFSET, type ItemStatus } from '@common/editorial';
import { formatIndiaTime, indiaDateTimeInput } from './date-time';
import { formExtra } from './form-actions';
import { saveShortcut } from './save-shortcut';
import './publish-actions.css';

/** `status` absent: the save keeps the item's state (an edit without `status`, as the server reads it). */
export type PublishAction =
  | { name: 'draft'; status: 'draft' }
  | { name: 'publish'; status: 'published' }
  | { name: 'schedule'; status: 'scheduled'; publish_at: string }
  | { name: 'keep'; status?: undefined }
  | { name: 'unpublish'; status: 'draft' };

/** The item's state as the form knows it; status null: a new item. */
export type ItemState = { status: ItemStatus | null; publish_at: string | null };

/** Whether the item may still be saved unfinished, its title alone (a new item or a draft): its form marks what publishing needs. */
export function mayBeUnfinished({ status }: ItemState): boolean {
  return status === null || status === 'draft';
}

/**
 * Whether the form marks everything publishing needs: for a new item or a draft, what its Publish
 * needs; for a scheduled one, what it needs to go out at its time (the scheduler checks it again then).
 */
export function marksWhatPublishingNeeds({ status }: ItemState): boolean {
  return status !== 'published';
}

/** Whether `action` asks for everything publishing needs: a publish or schedule of an item that may still be unfinished, or any save that keeps an item scheduled. */
export function needsWhatPublishingNeeds(action: PublishAction, state: ItemState): boolean {
  return action.status !== 'draft' && marksWhatPublishingNeeds(state);
}

/** Over the fields of an item that may be saved unfinished. */
export const unfinishedDraftHint = 'Fields marked * are needed to publish; a draft needs only its title.';

/** Over the fields of a scheduled item. */
const scheduledItemHint = 'Fields marked * are needed for it to go out at its scheduled time.';

/** The hint over a form whose fields are starred by marksWhatPublishingNeeds. */
export function requiredFieldsHint(state: ItemState): string {
  if (mayBeUnfinished(state)) return unfinishedDraftHint;
  return state.status === 'scheduled' ? scheduledItemHint : 'Fields marked * are required.';
}

/** What Enter in a field does: the state-keeping save (a draft for a new item, never a publish). */
export function defaultAction(state: ItemState): PublishAction {
  return mayBeUnfinished(state) ? { name: 'draft', status: 'draft' } : { name: 'keep' };
}

/** What a public step's dialog says: the step, and what visitors will see (issue 48). */
export const publicStepQuestions = {
  publishNow: 'Publish now: visible on the site at once.',
  /** Several chosen rows at once: 'Publish 3 blogs now: …'. */
  publishMany: (what: string) => `Publish ${what} now: visible on the site at once.`,
  publishOn: (when: string) => `Publish on ${when}: visible on the site from then.`,
  unpublish: (noun: string) => `Unpublish: this ${noun} leaves the site at once and becomes a draft.`,
};

/**
 * The question and the success text of an action. Only a step that puts something on the site or
 * takes it off asks (`question`); saving a draft, an update or an unschedule does not (issue 48).
 * `plain`: SPEC's texts of the saves that existed before states did (an add that publishes, an
 * update that keeps the item live).
 */
export function actionTexts(action: PublishAction, state: ItemState, noun: string, plain: { added: string; updated: string }): { question?: string; success: string } {
  const isNew = state.status === null;
  switch (action.name) {
    case 'draft':
      return { success: 'Draft saved.' };
    case 'publish':
      return { question: publicStepQuestions.publishNow, success: isNew ? plain.added : editorialMessages.published };
    case 'schedule': {
      const when = formatIndiaTime(new Date(`${action.publish_at}:00${SITE_UTC_OFFSET}`));
      return { question: publicStepQuestions.publishOn(when), success: `Scheduled for ${when}.` };
    }
    case 'keep':
      return { success: plain.updated };
    case 'unpublish':
      return state.status === 'scheduled'
        ? { success: 'Unscheduled: the item is a draft again.' }
        : { question: publicStepQuestions.unpublish(noun), success: editorialMessages.unpublished };
  }
}

/** Whether the item is on the site (or due there) after `action`: what the publish checks apply to. */
export function goesOut(action: PublishAction, state: ItemState): boolean {
  if (action.name === 'publish' || action.name === 'schedule') return true;
  if (action.name === 'keep') return state.status === 'published' || state.status === 'scheduled';
  return false;
}

/** The multipart fields of an action, beside the form's own. */
export function setActionFields(form: FormData, action: PublishAction): void {
  if (action.status) form.set('status', action.status);
  if (action.name === 'schedule') form.set('publish_at', action.publish_at);
}

export function PublishActions({ state, disabled, onAction }: { state: ItemState; disabled: boolean; onAction(action: PublishAction): void }) {
  const [scheduling, setScheduling] = useState(false);
  const [when, setWhen] = useState(() => (state.publish_at ? indiaDateTimeInput(state.publish_at) : ''));
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const problemId = useId();
  const status = state.status;

  function schedule() {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(when)) return setProblem(editorialMessages.scheduleInvalid);
    if (Date.parse(`${when}:00${SITE_UTC_OFFSET}`) <= Date.now()) return setProblem(editorialMessages.scheduleInPast);
    setProblem(null);
    onAction({ name: 'schedule', status: 'scheduled', publish_at: when });
  }

  // The first button is the form's submit button (Enter in a field), so it is the default action.
  const buttons =
    status === null || status === 'draft' ? (
      <>
        <button type="submit" className="admin-button" disabled={disabled} {...saveShortcut}>
          Save draft
        </button>
        <button type="button" className="admin-button admin-button--primary" disabled={disabled} onClick={() => onAction({ name: 'publish', status: 'published' })}>
          Publish
        </button>
        <button type="button" className={`admin-button ${formExtra}`} disabled={disabled} aria-expanded={scheduling} onClick={() => setScheduling((open) => !open)}>
          Schedule…
        </button>
      </>
    ) : status === 'scheduled' ? (
      <>
        <button type="submit" className="admin-button admin-button--primary" disabled={disabled} {...saveShortcut}>
          Save
        </button>
        <button type="button" className="admin-button" disabled={disabled} onClick={() => onAction({ name: 'publish', status: 'published' })}>
          Publish now
        </button>
        <button type="button" className={`admin-button ${formExtra}`} disabled={disabled} aria-expanded={scheduling} onClick={() => setScheduling((open) => !open)}>
          Change time…
        </button>
        <button type="button" className={`admin-button ${formExtra}`} disabled={disabled} onClick={() => onAction({ name: 'unpublish', status: 'draft' })}>
          Unschedule
        </button>
      </>
    ) : (
      <>
        <button type="submit" className="admin-button admin-button--primary" disabled={disabled} {...saveShortcut}>
          Update
        </button>
        <button type="button" className={`admin-button ${formExtra}`} disabled={disabled} onClick={() => onAction({ name: 'unpublish', status: 'draft' })}>
          Unpublish
        </button>
      </>
    );

  return (
    <>
      {status === 'scheduled' && state.publish_at && <p className="admin-publish__state">Scheduled for {formatIndiaTime(state.publish_at)}</p>}
      {buttons}
      {scheduling && status !== 'published' && (
        <div className="admin-publish__schedule">
          <div className="admin-field">
            <label htmlFor={inputId}>Publish on, India time (IST)</label>
            <input
              id={inputId}
              type="datetime-local"
              value={when}
              min={indiaDateTimeInput(new Date())}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => {
                setWhen(event.target.value);
                setProblem(null);
              }}
            />
          </div>
          <button type="button" className="admin-button admin-button--primary" disabled={disabled} onClick={schedule}>
            Schedule
          </button>
          {problem && (
            <p id={problemId} className="admin-field__error" role="alert">
              {problem}
            </p>
          )}
        </div>
      )}
    </>
  );
}
