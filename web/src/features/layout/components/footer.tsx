// The site footer (SPEC §2): LETS TALK!, the head office, a toll-free number, the eight
// locations, social links in new tabs, the investor and legal links, and the bottom bar.
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { BrandLogo } from '@/components/brand-logo';
import { useSiteSettings } from '@/lib/site-settings';
import { PhoneIcon, PinIcon, socialIcons } from './icons';
import { useInterfaceWords } from '@/lib/interface-words';
import './footer.css';

export function Footer() {
  const year = new Date().getFullYear();
  const { contact, locations, social, footer } = useSiteSettings();
  const { t, formatYear } = useInterfaceWords();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__talk">
          <BrandLogo variant="light" />
          <h2 className="site-footer__heading">{footer.heading}</h2>
          <address className="site-footer__address">
            <span className="site-footer__label">
              <PinIcon size={18} /> {contact.headOfficeLabel}
            </span>
            {contact.addressLines.map((line, index) => (
              <span key={index}>{line}</span>
            ))}
          </address>
          <p className="site-footer__phone">
            <PhoneIcon size={18} />
            <span>
              {t('footer.tollFree')} <a href={`tel:${contact.phoneTel}`}>{contact.phoneDisplay}</a>
            </span>
          </p>
          <p>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </p>
          {contact.officeHours ? <p className="site-footer__hours">{contact.officeHours}</p> : null}
        </div>

        <div>
          <h3 className="site-footer__title">{t('footer.locations')}</h3>
          <ul className="site-footer__list site-footer__list--columns">
            {locations.items
              .filter((place) => !place.head)
              .map((place, index) => (
                <li key={index}>{place.name}</li>
              ))}
          </ul>
        </div>

        <div>
          <h3 className="site-footer__title">{t('footer.explore')}</h3>
          <ul className="site-footer__list">
            <li>
              <Link to={paths.investors}>{t('footer.investors')}</Link>
            </li>
            <li>
              <Link to={paths.team}>{t('footer.team')}</Link>
            </li>
            <li>
              <Link to={paths.blogs}>{t('footer.blogs')}</Link>
            </li>
            <li>
              <Link to={paths.legalDisclaimer}>{t('footer.legalDisclaimer')}</Link>
            </li>
            <li>
              <Link to={paths.credits}>{t('footer.credits')}</Link>
            </li>
          </ul>
        </div>

        <div>
          <h3 className="site-footer__title">{t('footer.followUs')}</h3>
          <ul className="site-footer__social">
            {social.links.map((link, index) => {
              const SocialIcon = socialIcons[link.name]!;
              return (
                <li key={index}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={t('footer.socialLink', { network: link.name })}>
                    <SocialIcon size={20} />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </div>

      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <ul className="site-footer__legal">
            <li>
              <Link to={paths.privacyPolicy}>{t('footer.privacyPolicy')}</Link>
            </li>
            <li>
              <Link to={paths.terms}>{t('footer.terms')}</Link>
            </li>
          </ul>
          <p>{t('footer.rightsReserved', { year: formatYear(year), legalName: footer.legalName })}</p>
          <p>
            {t('footer.designedBy')}{' '}
            <a href={footer.agencyHref} target="_blank" rel="noopener noreferrer">
              {footer.agencyName}
              <span className="visually-hidden">{t('footer.opensInNewTab')}</span>
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
