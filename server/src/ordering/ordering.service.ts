// A move in an ordered list: one new key between the item's new neighbours, written in one
// transaction that holds the list's lock, so two editors moving items of one list at the same
// moment queue up and the second move reads the keys the first one left. A key grown past
// ORDER_KEY_REBALANCE_LENGTH (many moves into one gap) makes that move respread the list's keys.
import { ORDER_KEY_REBALANCE_LENGTH, orderKeyBetween, spreadOrderKeys } from '../../../common/order-keys.js';
import { orderingMessages, type OrderKind } from '../../../common/ordering.js';
import { recordAudit } from '../audit/audit.service.js';
import type { Clock } from '../clock.js';
import { writeTime } from '../clock.js';
import type { Db } from '../db/database.js';
import type { Editor } from '../http/editor.js';
import { NotFoundError, ValidationError } from '../http/errors.js';
import {
  findOrderRow,
  isVentureRowKind,
  listOrderKeys,
  lockOrderScope,
  neighbourKey,
  setOrderKey,
  setOrderKeys,
  ventureTitle,
} from './ordering.repository.js';

export type Move = { id: number; afterId: number | null } | { id: number; beforeId: number | null };

export type MoveOutcome = { moved: boolean; rebalanced: boolean };

/** Puts the item after (or before) its new neighbour; an item already there is left as it is. */
export async function moveItem(deps: { db: Db; clock?: Clock | undefined }, kind: OrderKind, move: Move, editor: Editor): Promise<MoveOutcome> {
  return deps.db.transaction().execute(async (tx) => {
    const located = await findOrderRow(tx, kind, move.id);
    if (!located) throw new NotFoundError(orderingMessages.notFound);
    // The scope (the venture of a gallery picture) never changes, so it can be read before the lock.
    await lockOrderScope(tx, kind, located.scope);
    const item = (await findOrderRow(tx, kind, move.id))!;
    const anchorId = 'afterId' in move ? move.afterId : move.beforeId;
    let anchorKey: string | null = null;
    if (anchorId !== null) {
      if (anchorId === move.id) throw new ValidationError(orderingMessages.selfAnchor);
      const anchor = await findOrderRow(tx, kind, anchorId);
      if (!anchor) throw new NotFoundError(orderingMessages.notFound);
      if (anchor.scope !== item.scope) throw new ValidationError(orderingMessages.otherList);
      anchorKey = anchor.key;
    }
    const [lower, upper] =
      'afterId' in move
        ? [anchorKey, await neighbourKey(tx, kind, item.scope, anchorKey, 'above', item.id)]
        : [await neighbourKey(tx, kind, item.scope, anchorKey, 'below', item.id), anchorKey];
    if ((lower === null || item.key > lower) && (upper === null || item.key < upper)) return { moved: false, rebalanced: false };

    const key = orderKeyBetween(lower, upper);
    let rebalanced = false;
    if (key.length <= ORDER_KEY_REBALANCE_LENGTH) {
      await setOrderKey(tx, kind, item.id, key);
    } else {
      const others = (await listOrderKeys(tx, kind, item.scope)).filter((row) => row.id !== item.id);
      // Bytewise, as the keys sort in the database (COLLATE "C").
      const index = lower === null ? 0 : others.filter((row) => row.key <= lower).length;
      const ids = [...others.slice(0, index), { id: item.id }, ...others.slice(index)].map((row) => row.id);
      await setOrderKeys(tx, kind, ids, spreadOrderKeys(ids.length));
      rebalanced = true;
    }
    await recordAudit(tx, {
      action: 'reorder',
      actor: editor,
      at: writeTime(deps),
      item: isVentureRowKind(kind)
        ? { kind: 'ventures', id: item.scope, title: await ventureTitle(tx, item.scope) }
        : { kind, id: item.id, title: item.title },
      changedFields: isVentureRowKind(kind) ? [kind] : [],
    });
    return { moved: true, rebalanced };
  });
}
