import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import {
  convocatoryActionLabels,
  convocatoryMessages,
  convocatoryStatusLabels,
  inscriptionEventSchema,
  isConvocatoryEditable,
  type Convocatory,
} from '@enlaza/contract';
import { Alert, App as AntApp, Button, Empty, Tabs, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, errorMessageOf } from '../../lib/api';
import { useLiveSubscription } from '../../lib/live';
import { refreshConvocatory, useConvocatory, useConvocatoryTransition } from './convocatoriesApi';
import { ConvocatoryDetails } from './ConvocatoryDetails';
import { lifecycleStepsFor, type LifecycleStep } from './convocatoryLifecycle';
import { ConvocatoryStatusTag } from './ConvocatoryStatusTag';
import { InscriptionsPanel } from './InscriptionsPanel';
import './convocatories.css';
import { LoadingSpin } from '../../components/LoadingSpin';

const INSCRIPTIONS_SUBSCRIPTION = `subscription ($id: ID!) {
  convocatoryInscriptions(convocatoryId: $id) { convocatoryId inscriptionId inscriptionType kind }
}`;

/**
 * New applications and selection changes arrive over the live connection: the counts and the tables are fetched
 * again, so the admin sees them without reloading.
 */
function useLiveInscriptions(convocatoryId: string | undefined) {
  const queryClient = useQueryClient();
  useLiveSubscription<unknown>(
    INSCRIPTIONS_SUBSCRIPTION,
    { id: convocatoryId },
    (event) => {
      const parsed = inscriptionEventSchema.safeParse(event);
      if (!parsed.success || parsed.data.convocatoryId !== convocatoryId) return;
      void refreshConvocatory(queryClient, parsed.data.convocatoryId);
    },
    !!convocatoryId,
  );
}

/** Edit and the state changes the convocatory allows, each behind a confirmation. */
function LifecycleActions({ convocatory }: { convocatory: Convocatory }) {
  const { message, modal } = AntApp.useApp();
  const navigate = useNavigate();
  const transition = useConvocatoryTransition();

  const confirm = (step: LifecycleStep) =>
    modal.confirm({
      title: step.question,
      content: step.explanation,
      okText: convocatoryActionLabels[step.action],
      cancelText: 'Cancelar',
      okButtonProps: { danger: step.warning },
      type: step.warning ? 'warning' : 'confirm',
      onOk: () =>
        transition.mutateAsync({ convocatoryId: convocatory.convocatoryId, action: step.action }).then(
          (saved) => {
            message.success(`La convocatoria ahora está en estado ${convocatoryStatusLabels[saved.status]}`);
          },
          (error: unknown) => {
            message.error(errorMessageOf(error));
          },
        ),
    });

  return (
    <div className="convocatory-detail-actions">
      {isConvocatoryEditable(convocatory.status) && (
        <Button
          icon={<EditOutlined />}
          onClick={() => navigate(`/admin/convocatory/edit/${convocatory.convocatoryId}`)}
        >
          Editar
        </Button>
      )}
      {lifecycleStepsFor(convocatory.status).map((step) => (
        <Button
          key={step.action}
          type={step.action === 'return-status' ? 'default' : 'primary'}
          danger={step.action === 'finish'}
          loading={transition.isPending && transition.variables.action === step.action}
          onClick={() => confirm(step)}
        >
          {convocatoryActionLabels[step.action]}
        </Button>
      ))}
    </div>
  );
}

/** /admin/convocatory/view/{id} and /admin/convocatory/{id} (spec 002 §2.2). */
export function ConvocatoryDetailPage() {
  const { convocatoryId } = useParams<{ convocatoryId: string }>();
  const convocatory = useConvocatory(convocatoryId);
  useLiveInscriptions(convocatoryId);

  const back = (
    <Link to="/admin/convocatory">
      <ArrowLeftOutlined aria-hidden /> Volver a convocatorias
    </Link>
  );

  if (convocatory.isPending)
    return <LoadingSpin style={{ display: 'block', margin: '48px auto' }} label="Cargando convocatoria" />;
  if (convocatory.isError)
    return (
      <>
        {back}
        {convocatory.error instanceof ApiError && convocatory.error.status === 404 ? (
          <Empty style={{ marginTop: 32 }} description={convocatoryMessages.notFound} />
        ) : (
          <Alert style={{ marginTop: 16 }} type="error" showIcon title={errorMessageOf(convocatory.error)} />
        )}
      </>
    );

  const data = convocatory.data;
  return (
    <section aria-labelledby="convocatory-title">
      {back}
      <div className="convocatory-detail-header">
        {data.logoUrl && <img src={data.logoUrl} alt={`Logo de ${data.name}`} className="convocatory-detail-logo" />}
        <div className="convocatory-detail-title">
          <Typography.Title
            level={1}
            id="convocatory-title"
            style={{ margin: '0 0 4px', fontSize: 24, overflowWrap: 'anywhere' }}
          >
            {data.name}
          </Typography.Title>
          <span aria-label={`Estado: ${convocatoryStatusLabels[data.status]}`} role="status">
            <ConvocatoryStatusTag status={data.status} />
          </span>
        </div>
        <LifecycleActions convocatory={data} />
      </div>
      <Tabs
        items={[
          { key: 'inscriptions', label: 'Inscripciones', children: <InscriptionsPanel convocatory={data} /> },
          { key: 'detail', label: 'Detalle', children: <ConvocatoryDetails convocatory={data} /> },
        ]}
      />
    </section>
  );
}
