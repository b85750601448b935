import { Card, Col, Row, Timeline, Typography } from 'antd';
import { useBrand } from '../../app/BrandContext';
import { ProcessFigures, RecentProcesses } from '../processes/ProcessFigures';
import { CurrentUserBoundary } from '../users/CurrentUserBoundary';
import { WelcomeBanner } from './WelcomeBanner';

/** Spec 001 §1: the home's notifications timeline shows fixed sample entries. */
const sampleNotifications = [
  {
    key: 'invitations',
    title: 'Invitaciones',
    text: 'Revisa las invitaciones pendientes de tus procesos en borrador.',
  },
  { key: 'sessions', title: 'Sesiones', text: 'Las duplas de los procesos en curso registran sus sesiones.' },
  { key: 'events', title: 'Eventos', text: 'Recuerda compartir el código QR de asistencia el día de cada evento.' },
];

function Notifications() {
  return (
    <Card size="small" title="Notificaciones" aria-label="Notificaciones">
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        Ejemplos
      </Typography.Paragraph>
      <Timeline
        items={sampleNotifications.map((entry) => ({
          key: entry.key,
          content: (
            <>
              <Typography.Text strong>{entry.title}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{entry.text}</Typography.Text>
            </>
          ),
        }))}
      />
    </Card>
  );
}

/** Spec 001 §1: welcome, notifications, process figures and the 5 most recently updated processes. */
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
              <Notifications />
            </Col>
          </Row>
        </>
      )}
    </CurrentUserBoundary>
  );
}
