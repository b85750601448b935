import { Col, Row } from 'antd';
import { useBrand } from '../../app/BrandContext';
import { LatestNotificationsCard } from '../notifications/LatestNotificationsCard';
import { ProcessFigures, RecentProcesses } from '../processes/ProcessFigures';
import { CurrentUserBoundary } from '../users/CurrentUserBoundary';
import { WelcomeBanner } from './WelcomeBanner';

/**
 * Spec 001 §1: welcome, notifications, process figures and the 5 most recently updated processes. The spec's
 * notifications are fixed sample entries; here they are the admin's own latest ones.
 */
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
          <Row gutter={[24, 24]} style={{ marginTop: 24 }}>
            <Col xs={24} xl={17}>
              <ProcessFigures />
              <RecentProcesses />
            </Col>
            <Col xs={24} xl={7}>
              <LatestNotificationsCard />
            </Col>
          </Row>
        </>
      )}
    </CurrentUserBoundary>
  );
}
