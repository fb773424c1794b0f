// The "nothing here" screen: unknown routes, detail pages whose slug matches nothing (404), and
// items deleted on purpose (410). A page that is published in other languages but not in this
// one says so and links to it in those, rather than that it does not exist.
import { Link } from 'react-router';
import { LANGUAGES } from '@common/languages';
import { paths } from '@/lib/paths';
import { useInterfaceWords } from '@/lib/interface-words';
import { usePageLanguages } from '@/lib/page-languages';
import './not-found-view.css';

type Props = { title?: string; message?: string; code?: 404 | 410 };

export function NotFoundView({ title, message, code = 404 }: Props) {
  const { t, digits } = useInterfaceWords();
  const languages = usePageLanguages();
  const elsewhere = languages?.notHere ? languages.links.filter((link) => link.href !== null && link.language !== languages.language) : [];
  return (
    <section className="not-found container">
      <p className="not-found__code" aria-hidden="true">
        {digits(String(code))}
      </p>
      <h1>{title ?? t('notFound.title')}</h1>
      <p className="lead">{elsewhere.length > 0 ? t('notFound.inOtherLanguages') : (message ?? t('notFound.message'))}</p>
      <div className="not-found__actions">
        {elsewhere.map(({ language, href }) => {
          const { nativeName, tag } = LANGUAGES.find((entry) => entry.code === language)!;
          return (
            <a key={language} href={href!} hrefLang={tag} lang={tag} className="btn btn--navy">
              {nativeName}
            </a>
          );
        })}
        <Link to={paths.home} className={elsewhere.length > 0 ? 'btn btn--outline' : 'btn btn--navy'}>
          {t('notFound.backHome')}
        </Link>
        <Link to={paths.ventures} className="btn btn--outline">
          {t('notFound.exploreVentures')}
        </Link>
      </div>
    </section>
  );
}
