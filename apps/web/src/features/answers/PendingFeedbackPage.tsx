import { answerPath, sessionFeedbackLabel } from '@enlaza/contract';
import { Button, Card, List, Result, Skeleton, Typography } from 'antd';
import { Link, Navigate } from 'react-router';
import { useBrand } from '../../app/BrandContext';
import { errorMessageOf } from '../../lib/api';
import { useHasStoredTokens } from '../../lib/auth/session';
import { usePendingTasks } from '../participation/participationApi';
import './answers.css';

const SELF = '/feedback/user';

/**
 * /feedback/user (spec 000 §2): where a mail about session feedback leads. Signed in, the member's sessions still to
 * evaluate (straight to the one when there is only one); signed out, the way to sign in and come back.
 */
export function PendingFeedbackPage() {
  const brand = useBrand();
  const signedIn = useHasStoredTokens();
  return (
    <main className="answer-page">
      <img className="answer-page__logo" src={brand.logoUrl} alt={brand.name} height={44} />
      {signedIn ? (
        <PendingFeedbacks />
      ) : (
        <Result
          status="info"
          title={<h1 className="answer-page__result-title">Evalúa tus sesiones</h1>}
          subTitle="Inicia sesión para ver las sesiones que tienes por evaluar, o abre el enlace de tu correo."
          extra={
            <Link to={`/login?next=${encodeURIComponent(SELF)}`}>
              <Button type="primary">Iniciar sesión</Button>
            </Link>
          }
        />
      )}
    </main>
  );
}

function PendingFeedbacks() {
  const pending = usePendingTasks();
  if (pending.isPending) {
    return (
      <Card aria-busy="true" aria-label="Cargando tus evaluaciones pendientes">
        <Skeleton active />
      </Card>
    );
  }
  if (pending.isError) {
    return (
      <Result
        status="error"
        title={<h1 className="answer-page__result-title">{errorMessageOf(pending.error)}</h1>}
        extra={<Button onClick={() => void pending.refetch()}>Reintentar</Button>}
      />
    );
  }
  const feedbacks = pending.data.pendingFeedbacks;
  if (feedbacks.length === 1) return <Navigate to={answerPath(feedbacks[0]!.invitationId)} replace />;
  if (feedbacks.length === 0) {
    return (
      <Result
        status="success"
        title={<h1 className="answer-page__result-title">No tienes sesiones por evaluar</h1>}
        extra={
          <Link to="/home">
            <Button type="primary">Ir al inicio</Button>
          </Link>
        }
      />
    );
  }
  return (
    <Card>
      <Typography.Title level={1} className="answer-page__title">
        Sesiones por evaluar
      </Typography.Title>
      <List
        dataSource={feedbacks}
        rowKey="invitationId"
        renderItem={(item) => (
          <List.Item
            actions={[
              <Link key="answer" to={answerPath(item.invitationId)}>
                Evaluar sesión
              </Link>,
            ]}
          >
            <List.Item.Meta title={sessionFeedbackLabel(item.sessionNumber)} description={item.processName} />
          </List.Item>
        )}
      />
    </Card>
  );
}
