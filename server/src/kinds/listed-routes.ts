// /backend/<kind>/<kind>_api.php for a listed kind (SPEC §7): the public list (and lookup, for a
// kind found one by one) and the admin writes, from its declaration through contentRoutes.
import type { Router } from 'express';
import type { ListedKind } from '../../../common/content-kinds.js';
import { contentPublicRead, contentRoutes, type ContentRoute, type ListedRouteDeps } from './content.routes.js';
import type { ContentDeps } from '../media/file-lifecycle.js';
import type { PublicReadOperation } from '../http/public-read.js';
import { listedPath, listedView, type ListedItem } from './listed-declaration.js';
import { listedContentKind } from './listed-kind.js';
import { listedDraftWriteSchema, listedQuerySchema, listedWriteSchema, type ListedWrite } from './listed-schemas.js';
import { parseListedUpload } from './listed-upload.js';
import { addListedItem, editListedItem } from './listed-writes.js';

export type ListedRoute<K extends ListedKind> = ContentRoute<K, ListedItem<K>, ListedWrite>;

export function listedRoute<K extends ListedKind>(kind: K): ListedRoute<K> {
  const { listed, picture } = listedView(kind);
  return {
    kind: listedContentKind(kind),
    path: listedPath(kind),
    listKey: listed.api.listKey,
    ...(listed.api.oneKey !== undefined ? { oneKey: listed.api.oneKey } : {}),
    querySchema: listedQuerySchema(kind),
    writeSchema: listedWriteSchema(kind),
    draftSchema: listedView(kind).drafts ? listedDraftWriteSchema(kind) : undefined,
    parseUpload: () => parseListedUpload(kind),
    imageField: picture.form,
    add: (deps, input, image, write) => addListedItem(deps, kind, input, image, write),
    edit: (deps, id, input, image, write) => editListedItem(deps, kind, id, input, image, write),
    messages: { added: listed.messages.added, updated: listed.messages.updated, deleted: listed.messages.deleted },
  };
}

/** The kind's POST and DELETE, and the admin's reads of it (its GET is the public read's). */
export function listedRoutes(kind: ListedKind): (deps: ListedRouteDeps) => Router {
  return contentRoutes(listedRoute(kind));
}

/** The kind's public GET (http/public-read.ts). */
export function listedPublicRead(kind: ListedKind, deps: ContentDeps): PublicReadOperation {
  return contentPublicRead(listedRoute(kind), deps);
}
