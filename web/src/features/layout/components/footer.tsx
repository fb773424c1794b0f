// The site footer (SPEC §2): LETS TALK!, the head office, a toll-free number, the eight
// locations, social links in new tabs, the investor and legal links, and the bottom bar.
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { images } from '@/lib/asset-url';
import { agency, contactEmail, group, headOffice, locations, socialLinks, tollFree } from '@/content/site';
import { PhoneIcon, PinIcon, socialIcons } from './icons';
import './footer.css';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__talk">
          <img src={images.logoLight} alt="SJG Group" width={148} height={44} loading="lazy" />
          <h2 className="site-footer__heading">LETS TALK!</h2>
          <address className="site-footer__address">
            <span className="site-footer__label">
              <PinIcon size={18} /> {headOffice.label}
            </span>
            {headOffice.lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <p className="site-footer__phone">
            <PhoneIcon size={18} />
            <span>
              Toll-free: <a href={`tel:${tollFree.tel}`}>{tollFree.display}</a>
            </span>
          </p>
          <p>
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </p>
        </div>

        <div>
          <h3 className="site-footer__title">Our Locations</h3>
          <ul className="site-footer__list site-footer__list--columns">
            {locations.map((place) => (
              <li key={place}>{place}</li>
            ))}
          </ul>
        </div>

        <div>
          <h3 className="site-footer__title">Explore</h3>
          <ul className="site-footer__list">
            <li>
              <Link to={paths.investors}>Investors</Link>
            </li>
            <li>
              <Link to={paths.team}>Our Team</Link>
            </li>
            <li>
              <Link to={paths.blogs}>Blogs</Link>
            </li>
            <li>
              <Link to={paths.legalDisclaimer}>Legal Disclaimer</Link>
            </li>
            <li>
              <Link to={paths.credits}>Credits</Link>
            </li>
          </ul>
        </div>

        <div>
          <h3 className="site-footer__title">Follow Us</h3>
          <ul className="site-footer__social">
            {socialLinks.map((social) => {
              const SocialIcon = socialIcons[social.name]!;
              return (
                <li key={social.name}>
                  <a href={social.href} target="_blank" rel="noopener noreferrer" aria-label={`${social.name} (opens in a new tab)`}>
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
              <Link to={paths.privacyPolicy}>Privacy Policy</Link>
            </li>
            <li>
              <Link to={paths.terms}>Terms &amp; Conditions</Link>
            </li>
          </ul>
          <p>
            © {year} {group.legalName}. All rights reserved.
          </p>
          <p>
            Designed by{' '}
            <a href={agency.href} target="_blank" rel="noopener noreferrer">
              {agency.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
