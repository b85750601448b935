import { roleHomePaths } from '@enlaza/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { useSessionClaims } from '../../lib/auth/session';
import { useBrand } from '../BrandContext';
import { ProfileMenu } from './ProfileMenu';

interface AppHeaderProps {
  /** Before the logo: the button that opens the side menu on small screens. */
  leading?: ReactNode;
  /** Between the logo and the profile menu: the member's top navigation. */
  navigation?: ReactNode;
}

export function AppHeader({ leading, navigation }: AppHeaderProps) {
  const brand = useBrand();
  const claims = useSessionClaims();
  return (
    <header className="app-header">
      {leading}
      <Link to={claims ? roleHomePaths[claims.role] : '/login'} className="app-header__logo">
        <img src={brand.logoUrl} alt={`${brand.name}: ir al inicio`} height={36} />
      </Link>
      <div className="app-header__navigation">{navigation}</div>
      <NotificationBell />
      <ProfileMenu />
    </header>
  );
}
