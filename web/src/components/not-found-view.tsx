// The "nothing here" screen: unknown routes, detail pages whose slug matches nothing (404), and
// items deleted on purpose (410).
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import './not-found-view.css';

type Props = { title?: string; message?: string; code?: 404 | 410 };

export function NotFoundView({ title = 'Page not found', message = 'The page you are looking for does not exist or has moved.', code = 404 }: Props) {
  return (
    <section className="not-found container">
      <p className="not-found__code" aria-hidden="true">
        {code}
      </p>
      <h1>{title}</h1>
      <p className="lead">{message}</p>
      <div className="not-found__actions">
        <Link to={paths.home} className="btn btn--navy">
          Back to Home
        </Link>
        <Link to={paths.ventures} className="btn btn--outline">
          Explore our ventures
        </Link>
      </div>
    </section>
  );
}
