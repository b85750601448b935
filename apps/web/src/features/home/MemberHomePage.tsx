import { useBrand } from '../../app/BrandContext';
import { CurrentUserBoundary } from '../users/CurrentUserBoundary';
import { WelcomeBanner } from './WelcomeBanner';

export function MemberHomePage() {
  const brand = useBrand();
  return (
    <CurrentUserBoundary>
      {(user) => (
        <WelcomeBanner name={user.name}>
          <p>Te damos la bienvenida a {brand.name}.</p>
          <p>
            Participas en el programa como <strong>{user.isMentor ? 'mentora' : 'mentee'}</strong>.
          </p>
        </WelcomeBanner>
      )}
    </CurrentUserBoundary>
  );
}
