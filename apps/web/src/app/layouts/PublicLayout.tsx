import type { ReactNode } from 'react';
import { AppFooter } from './AppFooter';

/** Sign-in, recovery and the pages reached from mail links: the page draws its own header. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="public-layout">
      <div className="public-layout__content">{children}</div>
      <AppFooter />
    </div>
  );
}
