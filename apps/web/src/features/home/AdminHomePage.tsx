import { Col, Row } from 'antd';
import { useBrand } from '../../app/BrandContext';
import { ProcessFigures, RecentProcesses } from '../processes/ProcessFigures';
import { CurrentUserBoundary } from '../users/CurrentUserBoundary';
import { AdminTimelineCard } from './AdminTimelineCard';
import { WelcomeBanner } from './WelcomeBanner';

/**
 * Spec 001 §1: welcome, the notifications timeline, process figures and the 5 most recently updated processes. The
 * spec's timeline holds fixed sample entries; here it has the admin's own notifications and the processes' events.
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
              <AdminTimelineCard />
            </Col>
          </Row>
        </>
      )}
    </CurrentUserBoundary>
  );
}
