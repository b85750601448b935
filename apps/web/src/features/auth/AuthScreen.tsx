import type { ReactNode } from 'react';
import { useBrand } from '../../app/BrandContext';

interface AuthScreenProps {
  title: string;
  children: ReactNode;
}

/** The sign-in family of pages: the brand's illustration and tagline beside a narrow form panel. */
export function AuthScreen({ title, children }: AuthScreenProps) {
  const brand = useBrand();
  return (
    <div className="auth-screen">
      <aside className="auth-screen__art">
        <img className="auth-screen__image" src={brand.loginImageUrl} alt="" />
        <p className="auth-screen__tagline">{brand.tagline}</p>
      </aside>
      <main className="auth-screen__panel">
        <div className="auth-screen__card">
          <img className="auth-screen__logo" src={brand.logoUrl} alt={brand.name} height={44} />
          <h1 className="auth-screen__title">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
