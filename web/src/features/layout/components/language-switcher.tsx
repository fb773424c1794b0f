// The language switcher: each of the site's languages by its own name, a link to this page in it
// where the page is published in it, else said to be unavailable. Plain links, no script: switching
// language is a page load, and the list is known when the server renders the page, so it is not
// an island and costs a visitor no JavaScript. Where the page is not found in its language but
// exists in others, it says so above the links.
import { LANGUAGES, languageOf } from '@common/languages';
import { usePageLanguages } from '@/lib/page-languages';
import { useInterfaceWords } from '@/lib/interface-words';
import './language-switcher.css';

export function LanguageSwitcher() {
  const languages = usePageLanguages();
  const { t } = useInterfaceWords();
  if (!languages) return null;
  // The note "(not available)" is in the page's language, inside a name in another.
  const pageTag = languageOf(languages.language).tag;
  return (
    <nav className={languages.notHere ? 'language-switcher language-switcher--offer' : 'language-switcher'} aria-label={t('languages.label')}>
      {languages.notHere && <p className="language-switcher__offer">{t('languages.availableIn')}</p>}
      <ul>
        {languages.links.map(({ language, href }) => {
          const { nativeName, tag } = LANGUAGES.find((entry) => entry.code === language)!;
          if (language === languages.language && !languages.notHere) {
            return (
              <li key={language}>
                <span lang={tag} aria-current="true">
                  {nativeName}
                </span>
              </li>
            );
          }
          if (href === null) {
            return (
              <li key={language}>
                <span lang={tag} className="language-switcher__missing">
                  {nativeName}
                  <span className="visually-hidden" lang={pageTag}>{` (${t('languages.unavailable')})`}</span>
                </span>
              </li>
            );
          }
          return (
            <li key={language}>
              <a href={href} hrefLang={tag} lang={tag}>
                {nativeName}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
