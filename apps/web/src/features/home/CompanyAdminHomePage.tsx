import { Link } from 'react-router';
import { useBrand } from '../../app/BrandContext';
import { CurrentUserBoundary } from '../users/CurrentUserBoundary';
import { WelcomeBanner } from './WelcomeBanner';

export function CompanyAdminHomePage() {
  const brand = useBrand();
  return (
    <CurrentUserBoundary>
      {(user) => (
        <WelcomeBanner name={user.name}>
          <p>
            Te damos la bienvenida a {brand.name}
            {user.clientName ? (
              <>
                . Aquí sigues los procesos de <strong>{user.clientName}</strong>.
              </>
            ) : (
              '.'
            )}
          </p>
          <p>
            <Link to="/company-admin/processes">Ver procesos</Link>
          </p>
        </WelcomeBanner>
      )}
    </CurrentUserBoundary>
  );
}
