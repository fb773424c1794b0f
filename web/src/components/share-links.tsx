// Share a story or a post: plain links to each network's own share page (WhatsApp first, where
// most of India shares), and e-mail. No network's script or button is loaded, so a visitor is
// tracked by none of them until they choose to share, and the links cost no JavaScript.
import { useId } from 'react';
import { useInterfaceWords } from '@/lib/interface-words';
import { usePageAddress } from '@/lib/page-address';

/** Each network's share address for `url` with `title`, in the order the row shows them. */
function shareTargets(url: string, title: string): { network: string; href: string }[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    // wa.me's documented form: the message, the link in it.
    { network: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'X', href: `https://x.com/intent/tweet?text=${text}&url=${u}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ];
}

/** The row, for the page's own address as the server gave it; nothing where none was given. */
export function ShareLinks({ title }: { title: string }) {
  const url = usePageAddress();
  const { t } = useInterfaceWords();
  const headingId = useId();
  if (url === undefined) return null;
  return (
    <section className="share-links" aria-labelledby={headingId}>
      <h2 id={headingId} className="share-links__heading">
        {t('share.heading')}
      </h2>
      <ul className="share-links__list">
        {shareTargets(url, title).map(({ network, href }) => (
          <li key={network}>
            <a className="share-links__link" href={href} target="_blank" rel="noopener noreferrer" aria-label={t('share.on', { network })}>
              {network}
            </a>
          </li>
        ))}
        <li>
          <a className="share-links__link" href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`} aria-label={t('share.byEmail')}>
            {t('share.email')}
          </a>
        </li>
      </ul>
    </section>
  );
}
