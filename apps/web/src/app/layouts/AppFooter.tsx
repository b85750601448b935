import { FacebookFilled, InstagramFilled, LinkedinFilled, QuestionCircleOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SocialLink } from '../brand';
import { useBrand } from '../BrandContext';
import { publicConfig } from '../publicConfig';

const socialIcons: Record<SocialLink['name'], ReactNode> = {
  Instagram: <InstagramFilled />,
  LinkedIn: <LinkedinFilled />,
  Facebook: <FacebookFilled />,
};

/** Social links (not for the second brand), terms and privacy, and a help box (spec 000 §2 "Footer"). */
export function AppFooter() {
  const brand = useBrand();
  const supportEmail = brand.isMentorup ? publicConfig.secondBrandSupportEmail : publicConfig.supportEmail;
  return (
    <footer className="app-footer">
      <div className="app-footer__inner">
        <div className="app-footer__brand">
          <img src={brand.logoUrl} alt={brand.name} height={28} />
          {brand.socialLinks.length > 0 && (
            <ul className="app-footer__social" aria-label="Redes sociales">
              {brand.socialLinks.map((link) => (
                <li key={link.name}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${brand.name} en ${link.name}`}
                  >
                    {socialIcons[link.name]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav className="app-footer__legal" aria-label="Documentos legales">
          <a href={brand.termsUrl} target="_blank" rel="noopener">
            Términos y condiciones
          </a>
          <a href={brand.privacyUrl} target="_blank" rel="noopener">
            Política de privacidad
          </a>
        </nav>
        <section className="app-footer__help" aria-labelledby="footer-help-title">
          <h2 id="footer-help-title">
            <QuestionCircleOutlined aria-hidden /> ¿Necesitas ayuda?
          </h2>
          <p>
            Revisa las{' '}
            <a href={brand.faqUrl} target="_blank" rel="noopener">
              Preguntas frecuentes
            </a>{' '}
            o escribe a tu coordinadora: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </p>
        </section>
      </div>
      <p className="app-footer__copyright">
        © {new Date().getFullYear()} {brand.name}
        {/* With no mail server (a development or demo start), the mails the platform wrote are read here. */}
        {publicConfig.mailPreview && (
          <>
            {' · '}
            <Link to="/correos">Correos enviados</Link>
          </>
        )}
      </p>
    </footer>
  );
}
