import type { ReactNode } from 'react';
import { useBrand } from '../../app/BrandContext';

interface WelcomeBannerProps {
  name: string;
  children: ReactNode;
}

/** The top of every home: a greeting by first name (the page's h1) over the brand's banner. */
export function WelcomeBanner({ name, children }: WelcomeBannerProps) {
  const brand = useBrand();
  return (
    <section className="welcome-banner" style={{ backgroundImage: `url(${brand.bannerUrl})` }}>
      <h1 className="welcome-banner__title">Hola, {name}</h1>
      <div className="welcome-banner__text">{children}</div>
    </section>
  );
}
