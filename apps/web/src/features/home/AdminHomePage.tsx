import { useBrand } from '../../app/BrandContext';
import { ProcessFigures, RecentProcesses } from '../processes/ProcessFigures';
import { CurrentUserBoundary } from '../users/CurrentUserBoundary';
import { WelcomeBanner } from './WelcomeBanner';

export function AdminHomePage() {
  const brand = useBrand();
  return (
    <CurrentUserBoundary>
      {(user) => (
        <>
          <WelcomeBanner name={user.name}>
            <p>Te damos la bienvenida al panel de administración de {brand.name}.</p>
            <p>Desde aquí gestionarás clientes, convocatorias, procesos y a las personas que participan en ellos.</p>
          </WelcomeBanner>
          <div style={{ marginTop: 24 }}>
            <ProcessFigures />
            <RecentProcesses />
          </div>
        </>
      )}
    </CurrentUserBoundary>
  );
}
