// Ordering by drag and drop (issue 24): the lists staff can put in order, and the one request a
// move makes, shared by the server and the admin.

/** The lists with an order of their own; gallery, subcategories and clients are each venture's. */
export const ORDER_KINDS = ['ventures', 'testimonials', 'team', 'gallery', 'subcategories', 'clients'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

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
