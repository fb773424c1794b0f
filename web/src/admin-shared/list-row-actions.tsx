// What an admin list does to its rows, the same for every kind (issue 48): Delete moves one row to
// the trash at once with Undo in the notice; chosen rows go to the trash together (one Undo for
// all) or are published together after one question. Each row is its own request, so every item
// meets the rules it meets alone; refusals are named with the server's reason. Above the list:
// the notice while a row is deleted, the bar of chosen rows, and the box choosing the whole page.
import { useState } from 'react';
import { actionErrorText } from './admin-errors';
import { type Banner, Spinner } from './banners';
import { BulkBar, type BulkSelection, failureText, runForEach, SelectAllBox } from './bulk-actions';
import { ConfirmDialog } from './confirm-dialog';
import { publicStepQuestions } from './publish-actions';

export type ListRowActionsOptions<T extends { id: number }> = {
  /** The rows the list shows now. */
  rows: readonly T[];
  /** The rows chosen among those shown. */
  bulk: BulkSelection<number>;
  nameOf(row: T): string;
  /** What a row is called, one and several, inside a sentence: 'blog', 'blogs'. */
  nouns: { one: string; many: string };
  /** The notice after one row's Delete. */
  deletedText: string;
  trash(row: T): Promise<unknown>;
  /** Takes a row back out of the trash; without it (a kind with no trash) no notice offers Undo. */
  restore?(row: T): Promise<{ message: string }>;
  /** Publishes a row; without it (a kind with no drafts) there is no Publish for chosen rows. */
  publish?(row: T): Promise<unknown>;
  show(banner: Banner): unknown;
  reload(): void;
  /** Told the deleted row's place among those shown, so the focus can go to the row that takes it. */
  rowDeleted(index: number): void;
};

export function useListRowActions<T extends { id: number }>(options: ListRowActionsOptions<T>) {
  const { rows, bulk, nameOf, nouns, trash, restore, publish, show, reload } = options;
  const nounOf = (count: number) => (count === 1 ? nouns.one : nouns.many);
  const manyOf = (count: number) => `${count} ${nounOf(count)}`;
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  /** The chosen rows waiting for the editor's answer to "Publish … now". */
  const [pendingPublish, setPendingPublish] = useState<T[] | null>(null);
  const chosen = () => rows.filter((row) => bulk.isSelected(row.id));

  async function undoDelete(row: T, restoreRow: (row: T) => Promise<{ message: string }>) {
    try {
      const reply = await restoreRow(row);
      show({ kind: 'success', text: `${reply.message} “${nameOf(row)}” is back in the list.` });
      reload();
    } catch (error) {
      show({ kind: 'error', text: actionErrorText(error) });
    }
  }

  async function deleteRow(row: T) {
    setDeleting(true);
    try {
      await trash(row);
      options.rowDeleted(rows.findIndex((shown) => shown.id === row.id));
      setDeleting(false);
      show({
        kind: 'success',
        text: options.deletedText,
        action: restore ? { label: 'Undo', describedAs: `(restore ${nameOf(row)})`, run: () => void undoDelete(row, restore) } : undefined,
      });
      reload();
    } catch (error) {
      setDeleting(false);
      show({ kind: 'error', text: actionErrorText(error) });
    }
  }

  /** Runs `step` for each row in turn, the choice cleared after; the report joins what went and what did not. */
  async function forEachChosen(rowsToDo: T[], step: (row: T) => Promise<unknown>, what: string, doneText: (count: number) => string) {
    setBusy(true);
    const outcome = await runForEach(rowsToDo, step);
    setBusy(false);
    bulk.clear();
    const failed = failureText(outcome, nameOf, what);
    const text = [outcome.done.length > 0 ? doneText(outcome.done.length) : '', failed ?? ''].filter(Boolean).join(' ');
    return { done: outcome.done, report: { kind: failed ? ('error' as const) : ('success' as const), text } };
  }

  async function trashChosen() {
    const { done, report } = await forEachChosen(chosen(), trash, 'moved to the trash', (count) => `${manyOf(count)} moved to the trash.`);
    show({
      ...report,
      action:
        restore && done.length > 0
          ? {
              label: 'Undo',
              describedAs: `(restore ${manyOf(done.length)})`,
              run: () =>
                void (async () => {
                  const back = await runForEach(done, restore);
                  const notBack = failureText(back, nameOf, 'restored');
                  show({ kind: notBack ? 'error' : 'success', text: notBack ?? `Restored from the trash: ${manyOf(back.done.length)}.` });
                  reload();
                })(),
            }
          : undefined,
    });
    reload();
  }

  async function publishChosen(rowsToPublish: T[], publishRow: (row: T) => Promise<unknown>) {
    setPendingPublish(null);
    const { report } = await forEachChosen(rowsToPublish, publishRow, 'published', (count) => `Published: ${manyOf(count)}.`);
    show(report);
    reload();
  }

  /**
   * Above the list, for those who may write: the notice while a row is deleted, the bar of chosen
   * rows with its actions, and (`selectAll`: the page's rows are shown) the box choosing them all.
   */
  function choiceControls({ canWrite, selectAll }: { canWrite: boolean; selectAll: boolean }) {
    if (!canWrite) return null;
    return (
      <>
        {deleting && <Spinner label="Deleting..." />}
        <BulkBar
          count={bulk.selected.length}
          noun={nounOf(bulk.selected.length)}
          busy={busy}
          onClear={bulk.clear}
          actions={[
            { label: 'Move to trash', danger: true, run: () => void trashChosen() },
            ...(publish ? [{ label: 'Publish', run: () => setPendingPublish(chosen()) }] : []),
          ]}
        />
        {busy && <Spinner label={`Working through the chosen ${nouns.many}…`} />}
        {selectAll && <SelectAllBox label={`Select all ${nouns.many} on this page`} all={bulk.all} some={bulk.some} onToggle={bulk.toggleAll} />}
      </>
    );
  }
  const publishQuestion =
    pendingPublish && publish ? (
      <ConfirmDialog
        question={publicStepQuestions.publishMany(manyOf(pendingPublish.length))}
        onYes={() => void publishChosen(pendingPublish, publish)}
        onNo={() => setPendingPublish(null)}
      />
    ) : null;

  return { deleteRow, choiceControls, publishQuestion };
}
