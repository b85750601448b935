import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import {
  attractionProcessMessages,
  isAttractionProcess,
  nextProcessStatus,
  processActionLabels,
  processActions,
  processAreaMessages,
  processErrorTypes,
  processMessages,
  processStatusSlugs,
  type ProcessAction,
  type ProcessDetail,
  type ProcessStatus,
} from '@enlaza/contract';
import { Alert, App as AntApp, Button, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { ApiError, errorMessageOf } from '../../lib/api';
import { ProcessDetailView, ProcessPageSkeleton } from './detail/ProcessDetailView';
import { DraftProcessBody } from './draft/DraftProcessBody';
import { KickoffProcessBody } from './kickoff/KickoffProcessBody';
import { AttractionDraftBody, AttractionKickoffBody } from './attraction/AttractionBodies';
import { attractionEditPath, processPath } from './processFormat';
import { useDeleteProcess, useProcess, useProcessTransition } from './processesApi';
import { ProcessStatusTag } from './ProcessStatusTag';

/** The heading of each status page (spec 001 §2). */
export const processPageTitles: Record<ProcessStatus, string> = {
  DRAFT: 'Procesos / Borrador procesos',
  KICKOFF: 'Procesos / Pre-kickoff',
  IN_PROGRESS: 'Procesos / En curso',
  FINALIZED: 'Procesos / Finalizado',
};

/** The transitions this status allows, with their confirmations (the draft one warns about pairs and matches). */
function confirmationOf(
  action: ProcessAction,
  attraction = false,
): { title: string; content?: string; danger?: boolean } {
  switch (action) {
    case 'kickoff':
      return { title: '¿Pasar el proceso a pre-kickoff?' };
    case 'draft':
      return {
        title: '¿Convertir el proceso en borrador?',
        // An attraction process loses its groups instead of pairs and matches.
        content: attraction ? attractionProcessMessages.toDraftWarning : processMessages.toDraftWarning,
        danger: true,
      };
    case 'start':
      return { title: '¿Iniciar el proceso?', content: 'Se avisará por correo a las personas que participan.' };
    case 'finalize':
      return { title: '¿Finalizar el proceso?', content: 'Un proceso finalizado no se puede modificar.', danger: true };
  }
}

/**
 * Asks for confirmation, then runs the transition; starting returns to /admin/processes (spec 001 §4). When the
 * server answers that confirmed mentees have no pair yet, a second confirmation names them before starting anyway.
 */
function useLifecycle(process: ProcessDetail, onLeave: () => void) {
  const { message, modal } = AntApp.useApp();
  const navigate = useNavigate();
  const transition = useProcessTransition();
  const run = (action: ProcessAction, confirmUnpaired = false) =>
    transition
      .mutateAsync({
        processId: process.processId,
        action,
        confirmUnpaired,
        beforeUpdate: (result) => {
          message.success(result.message);
          if (action === 'start') onLeave();
          void navigate(action === 'start' ? '/admin/processes' : processPath(result.process));
        },
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.type === processErrorTypes.startUnpaired && !confirmUnpaired) {
          confirmUnpairedStart(error.details);
          return;
        }
        message.error(errorMessageOf(error));
      });
  const confirmUnpairedStart = (names: readonly string[]) =>
    modal.confirm({
      title: names.length === 1 ? 'Queda 1 mentee sin dupla' : `Quedan ${names.length} mentees sin dupla`,
      content: (
        <>
          <ul aria-label="Mentees sin dupla" style={{ paddingInlineStart: 20 }}>
            {names.map((name, index) => (
              // Two mentees may share a name.
              <li key={`${index}-${name}`}>{name}</li>
            ))}
          </ul>
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            {processAreaMessages.unpairedMenteesNotice}
          </Typography.Paragraph>
        </>
      ),
      okText: processAreaMessages.startAnyway,
      cancelText: 'Cancelar',
      type: 'warning',
      onOk: () => run('start', true),
    });
  return (action: ProcessAction) => {
    const { title, content, danger } = confirmationOf(action, isAttractionProcess(process));
    modal.confirm({
      title,
      content,
      okText: processActionLabels[action],
      cancelText: 'Cancelar',
      okButtonProps: { danger },
      type: danger ? 'warning' : 'confirm',
      onOk: () => run(action),
    });
  };
}

function LifecycleActions({ process, confirm }: { process: ProcessDetail; confirm: (action: ProcessAction) => void }) {
  const { message } = AntApp.useApp();
  const navigate = useNavigate();
  const deleteProcess = useDeleteProcess();
  const allowed = processActions.filter((action) => nextProcessStatus(process.status, action));
  const editable = process.status === 'DRAFT' || process.status === 'KICKOFF';

  if (!allowed.length && !editable) return null;
  return (
    <Space wrap>
      {editable && (
        <Link
          to={
            isAttractionProcess(process)
              ? attractionEditPath(process.processId, 1)
              : `/admin/processes/edit/${encodeURIComponent(process.processId)}?step=1`
          }
        >
          <EditOutlined /> Editar proceso
        </Link>
      )}
      {allowed.map((action) => (
        <Button
          key={action}
          type={action === 'draft' ? 'default' : 'primary'}
          danger={action === 'finalize'}
          onClick={() => confirm(action)}
        >
          {processActionLabels[action]}
        </Button>
      ))}
      {process.status === 'DRAFT' && (
        <ConfirmDeleteButton
          title="Eliminar proceso"
          label="Eliminar proceso"
          itemName={process.name}
          onConfirm={() =>
            deleteProcess.mutateAsync(process.processId).then(
              () => {
                message.success(processMessages.deleted);
                void navigate('/admin/processes');
              },
              (error: unknown) => {
                message.error(error instanceof ApiError ? error.message : processMessages.deleteFailed);
              },
            )
          }
        />
      )}
    </Space>
  );
}

function ProcessBody({ process, confirm }: { process: ProcessDetail; confirm: (action: ProcessAction) => void }) {
  if (isAttractionProcess(process) && process.status === 'DRAFT') return <AttractionDraftBody process={process} />;
  if (isAttractionProcess(process) && process.status === 'KICKOFF') {
    return <AttractionKickoffBody process={process} onStart={() => confirm('start')} />;
  }
  switch (process.status) {
    case 'DRAFT':
      return <DraftProcessBody process={process} />;
    case 'KICKOFF':
      return <KickoffProcessBody process={process} onStart={() => confirm('start')} />;
    default:
      return <ProcessDetailView process={process} viewer="ADMIN" />;
  }
}

function ProcessShell({ process, onLeave }: { process: ProcessDetail; onLeave: () => void }) {
  const confirm = useLifecycle(process, onLeave);
  return (
    <section aria-labelledby="process-title">
      <Link to="/admin/processes">
        <ArrowLeftOutlined /> Volver a procesos
      </Link>
      <Typography.Title level={1} id="process-title" style={{ margin: '8px 0 4px', fontSize: 24 }}>
        {processPageTitles[process.status]}
      </Typography.Title>
      <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <Space wrap>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
            {process.name}
          </Typography.Title>
          <ProcessStatusTag status={process.status} />
        </Space>
        <LifecycleActions process={process} confirm={confirm} />
      </Flex>
      <ProcessBody process={process} confirm={confirm} />
    </section>
  );
}

/**
 * /admin/processes/{draft|kickoff|in_progress|finalized}/{processId} and, for attraction processes,
 * /admin/processes/attraction/{status}/{processId} (spec 001 §2): the shell of every status.
 */
export function ProcessPage() {
  const { status: slug, processId } = useParams();
  const location = useLocation();
  const process = useProcess(processId);
  /**
   * Set when starting the process sends the admin back to the boards: the route change is a transition, so the page
   * may render once more with the new status and must not follow it to the in-progress page meanwhile.
   */
  const [leaving, setLeaving] = useState(false);

  if (process.isPending) {
    return <ProcessPageSkeleton />;
  }
  if (process.isError) {
    const notFound = process.error instanceof ApiError && process.error.status === 404;
    return (
      <Space orientation="vertical">
        <Alert type="error" showIcon title={notFound ? errorMessageOf(process.error) : processMessages.loadFailed} />
        <Link to="/admin/processes">
          <ArrowLeftOutlined /> Volver a procesos
        </Link>
      </Space>
    );
  }

  const detail = process.data;
  // A process whose status changed (or reached through the other kind's path) is shown on its own page.
  const attractionPath = location.pathname.startsWith('/admin/processes/attraction/');
  if (slug !== processStatusSlugs[detail.status] || attractionPath !== isAttractionProcess(detail)) {
    return leaving ? null : <Navigate to={processPath(detail)} replace />;
  }
  return <ProcessShell process={detail} onLeave={() => setLeaving(true)} />;
}
