// The "nothing here" screen: unknown routes, detail pages whose slug matches nothing (404), and
// items deleted on purpose (410).
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useInterfaceWords } from '@/lib/interface-words';
import './not-found-view.css';

type Props = { title?: string; message?: string; code?: 404 | 410 };

export function NotFoundView({ title, message, code = 404 }: Props) {
  const { t, digits } = useInterfaceWords();
  return (
    <section className="not-found container">
      <p className="not-found__code" aria-hidden="true">
        {digits(String(code))}
      </p>
      <h1>{title ?? t('notFound.title')}</h1>
      <p className="lead">{message ?? t('notFound.message')}</p>
      <div className="not-found__actions">
        <Link to={paths.home} className="btn btn--navy">
          {t('notFound.backHome')}
        </Link>
        <Link to={paths.ventures} className="btn btn--outline">
          {t('notFound.exploreVentures')}
        </Link>
      </div>
    </section>
  );
}
