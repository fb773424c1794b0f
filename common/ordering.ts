// Ordering by drag and drop (issue 24): the lists staff can put in order, and the one request a
// move makes, shared by the server and the admin.
import { CONTENT_KINDS, contentKinds, type ContentKind, type KindDeclaration, type KindsWith, type OrderDeclaration } from './content-kinds.js';

type Kinds = typeof contentKinds;
type ChildListName = { [K in ContentKind]: Kinds[K] extends { childLists: infer Lists } ? keyof Lists & string : never }[ContentKind];

/** A list with an order of its own: a kind's items, or the rows of a list inside each item (a venture's gallery). */
export type OrderKind = KindsWith<{ order: OrderDeclaration }> | ChildListName;

/**
 * Where a list keeps its order: the table, its key column, the column its rows belong to an item by,
 * its rows' title, and the kind whose pages show it (its own, or the kind whose items hold it).
 */
export type OrderedList = { table: string; key: string; scope: string | null; title: string | null; shownBy: ContentKind };

function orderedLists(): Record<OrderKind, OrderedList> {
  const lists: Record<string, OrderedList> = {};
  const declarations: KindDeclaration[] = CONTENT_KINDS.map((kind) => contentKinds[kind]);
  CONTENT_KINDS.forEach((kind, index) => {
    const { table, order, titleColumn } = declarations[index]!;
    if (order) lists[kind] = { table, key: order.column, scope: null, title: titleColumn, shownBy: kind };
  });
  CONTENT_KINDS.forEach((kind, index) => {
    const { childLists = {} } = declarations[index]!;
    for (const [name, list] of Object.entries(childLists)) lists[name] = { table: list.table, key: list.order.column, scope: list.parent, title: null, shownBy: kind };
  });
  return lists as Record<OrderKind, OrderedList>;
}

/** Every ordered list, from the kinds' declarations: the kinds' own lists first, then the lists inside their items. */
export const ORDERED_LISTS = orderedLists();

/** The ordered lists' names, as the ordering endpoint takes them. */
export const ORDER_KINDS = Object.keys(ORDERED_LISTS) as [OrderKind, ...OrderKind[]];

/** The kind whose pages show the ordered list of that name, or undefined for a name no list has. */
export function kindShowingList(name: string): ContentKind | undefined {
  return Object.hasOwn(ORDERED_LISTS, name) ? ORDERED_LISTS[name as OrderKind].shownBy : undefined;
}

/**
 * POST /backend/admin/order/{kind}: put item `id` right after `after_id` (null: first), or right
 * before `before_id` (null: last). Exactly one of the two.
 */
export type MoveRequest = { id: number; after_id: number | null } | { id: number; before_id: number | null };

export const orderingMessages = {
  saved: 'Order saved.',
  badKind: `kind must be one of ${ORDER_KINDS.join(', ')}.`,
  oneAnchor: 'Send exactly one of after_id and before_id.',
  notFound: 'No such item in that list.',
  otherList: 'The item to place it beside is not in the same list.',
  selfAnchor: 'An item cannot be placed beside itself.',
  failed: 'The new order could not be saved; the list shows the order before the move.',
} as const;
