import { Link } from 'react-router';
import { useBrand } from '../../app/BrandContext';
import { CompanyAdminProcessesOverview } from '../processes/companyAdmin/CompanyAdminProcessesPage';
import { CurrentUserBoundary } from '../users/CurrentUserBoundary';
import { WelcomeBanner } from './WelcomeBanner';

/** The company admin's home is her processes page under a welcome (spec 000 §2: 'Procesos', also the home). */
export function CompanyAdminHomePage() {
  const brand = useBrand();
  return (
    <CurrentUserBoundary>
      {(user) => (
        <>
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
          <div style={{ marginTop: 24 }}>
            <CompanyAdminProcessesOverview />
          </div>
        </>
      )}
    </CurrentUserBoundary>
  );
}
