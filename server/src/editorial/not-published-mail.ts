// The e-mail to the editor whose scheduled item was not published when its time came, because it
// was no longer complete (scheduled-publishing.ts): what, when, why, and the link to finish it.
import { BASE_PATH } from '../../../common/constants.js';
import { kindLabels, type EditorialKind } from '../../../common/editorial.js';
import { formatIndiaTime } from '../../../common/india-time.js';
import { SITE_NAME, type AccountMail } from '../accounts/account-mail.js';

export type NotPublishedNotice = {
  name: string;
  kind: EditorialKind;
  id: number;
  title: string;
  /** The time it was scheduled for. */
  due: Date;
  /** What it lacks, in the words a publish from the form would have refused with. */
  reason: string;
  /** The site's origin, or undefined before the server knows its address (the mail then names the admin area). */
  origin: string | undefined;
};

/** The admin's form for the item: the dashboard opens it from ?section=&edit= (web admin-shared/list-url-state.ts). */
function itemFormUrl(origin: string, kind: EditorialKind, id: number): string {
  return `${origin}${BASE_PATH}/admin?section=${kind}&edit=${id}`;
}

export function notPublishedMail(notice: NotPublishedNotice): AccountMail {
  const what = kindLabels[notice.kind].one.toLowerCase();
  return {
    subject: `Not published: ${notice.title}`,
    body: [
      `Hello ${notice.name},`,
      '',
      `The ${what} “${notice.title}” was scheduled to go on the site on ${formatIndiaTime(notice.due)}, but it was not published then:`,
      notice.reason,
      '',
      'It is a draft again, and nothing of it is on the site. Complete it, then publish it or schedule it again:',
      '',
      notice.origin ? itemFormUrl(notice.origin, notice.kind, notice.id) : `${SITE_NAME}, ${kindLabels[notice.kind].many}, “${notice.title}”.`,
      '',
      `— ${SITE_NAME}`,
      '',
    ].join('\n'),
  };
}
