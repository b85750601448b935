import {
  ArrowLeftOutlined,
  CopyOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  InfoCircleOutlined,
  LockOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import {
  answerPath,
  openInvitationMessages as m,
  questionaryRoleLabels,
  type OpenInvitationEventMetadata,
  type OpenInvitationResponse,
} from '@enlaza/contract';
import {
  Alert,
  App as AntApp,
  Button,
  Card,
  Descriptions,
  Drawer,
  Input,
  Popconfirm,
  Result,
  Skeleton,
  Space,
  Statistic,
  Tag,
  Typography,
} from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DownloadButton } from '../../components/DownloadButton';
import { ApiError, errorMessageOf } from '../../lib/api';
import { useSessionClaims } from '../../lib/auth/session';
import { dayjs } from '../../lib/dates';
import { OpenInvitationFormModal } from './OpenInvitationFormModal';
import { downloadOpenAnswers, useOpenInvitation, useSetOpenInvitationAccepting } from './openInvitationsApi';
import './openInvitations.css';

/** The QR image is drawn large, so that a downloaded copy prints sharp. */
const QR_SIZE = 1024;

/** The absolute address people answer at. */
export const answerUrlOf = (origin: string, invitationId: string) => new URL(answerPath(invitationId), origin).href;

/** The file a downloaded QR code is saved as: 'QR-{survey name}.png'. */
export const qrFileNameOf = (surveyName: string) => `QR-${surveyName.replace(/[\\/:*?"<>|]/g, '-').trim()}.png`;

/** Copies with the Clipboard API, or through a selected text field where that API is not available. */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  const copied = document.execCommand('copy');
  field.remove();
  if (!copied) throw new Error('copy failed');
}

function useQrCode(text: string) {
  const [qr, setQr] = useState<{ for: string; dataUrl: string } | { for: string; error: true } | null>(null);
  useEffect(() => {
    let cancelled = false;
    QRCode.toDataURL(text, { width: QR_SIZE, margin: 2, errorCorrectionLevel: 'M' }).then(
      (dataUrl) => !cancelled && setQr({ for: text, dataUrl }),
      () => !cancelled && setQr({ for: text, error: true }),
    );
    return () => {
      cancelled = true;
    };
  }, [text]);
  return qr?.for === text ? qr : null;
}

/** 'Ver información extra': what the invitation measures, with names instead of ids. */
export function EventMetadataList({ metadata }: { metadata: OpenInvitationEventMetadata }) {
  const none = 'Sin información';
  return (
    <Descriptions
      column={1}
      bordered
      size="small"
      items={[
        { key: 'event', label: 'Evento', children: metadata.eventTypeLabel },
        { key: 'workshop', label: 'Taller', children: metadata.workshop?.name ?? none },
        { key: 'type', label: 'Tipo de taller', children: metadata.workshopTypeLabel ?? none },
        { key: 'methodology', label: 'Metodología', children: metadata.methodologyLabel ?? none },
        { key: 'client', label: 'Cliente', children: metadata.client?.name ?? none },
        {
          key: 'coach',
          label: 'Coach',
          children: metadata.coach
            ? `${metadata.coach.name} ${metadata.coach.lastName} (${metadata.coach.email})`
            : none,
        },
        ...(metadata.workshopType === 'PROCESS' || metadata.process
          ? [{ key: 'process', label: 'Proceso', children: metadata.process?.name ?? none }]
          : []),
        {
          key: 'createdBy',
          label: 'Creada por',
          children: metadata.createdBy ? `${metadata.createdBy.name} ${metadata.createdBy.lastName}` : none,
        },
      ]}
    />
  );
}

/**
 * /admin/open-invitation/{id} (spec 002 §2.5): how many people answered, who is meant to answer, the link to share
 * (copy, QR code), the questionary, the workshop's data, and the answers to download.
 */
export function OpenInvitationPage() {
  const { invitationId = '' } = useParams();
  const query = useOpenInvitation(invitationId);

  if (query.isPending) return <Skeleton active />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={missing ? 'La invitación abierta no existe' : errorMessageOf(query.error)}
        extra={
          <Link to="/admin/open-questionaries">
            <Button>Volver a los cuestionarios públicos</Button>
          </Link>
        }
      />
    );
  }
  return <OpenInvitationDetail data={query.data} />;
}

function OpenInvitationDetail({ data }: { data: OpenInvitationResponse }) {
  const { invitation, amountOfCompletedInvitations, eventMetadata } = data;
  const navigate = useNavigate();
  const { message } = AntApp.useApp();
  const isAdmin = useSessionClaims()?.role === 'ADMIN';
  const [showExtra, setShowExtra] = useState(false);
  const [editing, setEditing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const accepting = useSetOpenInvitationAccepting();
  const link = answerUrlOf(window.location.origin, invitation.invitationId);
  const qr = useQrCode(link);

  const announce = (text: string) => {
    // Said again even when it is the same words as last time.
    setAnnouncement('');
    window.setTimeout(() => setAnnouncement(text), 50);
  };

  const copyLink = async () => {
    try {
      await copyText(link);
      message.success(m.linkCopied);
      announce(m.linkCopied);
    } catch {
      message.error('No se pudo copiar el enlace; selecciónalo y cópialo a mano');
    }
  };

  // The notices are also read out, for screen readers that miss the floating message.
  const downloadAnswers = async () => {
    announce(m.downloading);
    await downloadOpenAnswers(invitation.invitationId, invitation.entitySubType);
    announce(m.downloaded);
  };

  const setAccepting = (next: boolean) =>
    accepting.mutate(
      { id: invitation.invitationId, accepting: next },
      {
        onSuccess: () => message.success(next ? m.reopened : m.closed),
        onError: (error) => message.error(errorMessageOf(error)),
      },
    );

  return (
    <section aria-labelledby="open-invitation-title" className="open-invitation">
      <div className="open-invitation__header">
        <Space orientation="vertical" size={4} style={{ minWidth: 0 }}>
          <Typography.Text type="secondary">Invitación abierta</Typography.Text>
          <Typography.Title level={1} id="open-invitation-title" className="open-invitation__title">
            {invitation.entitySubType}
          </Typography.Title>
          <Space wrap size={[8, 4]}>
            {invitation.acceptsAnswers ? (
              <Tag color="green">Recibiendo respuestas</Tag>
            ) : (
              <Tag>Cerrada: no recibe respuestas</Tag>
            )}
            <Typography.Text type="secondary">
              Creada el {dayjs(invitation.createdAt).tz().format('DD-MM-YY')}
            </Typography.Text>
          </Space>
        </Space>
        <Space wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/admin/open-questionaries')}>
            Atrás
          </Button>
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)} disabled={!invitation.questionaryId}>
            Editar
          </Button>
        </Space>
      </div>

      <div className="open-invitation__grid">
        <Card>
          <Space size={32} wrap align="start">
            <Statistic title="Respuestas" value={amountOfCompletedInvitations} />
            <div>
              <Typography.Text type="secondary">Rol</Typography.Text>
              <div className="open-invitation__fact">{questionaryRoleLabels[invitation.userRole]}</div>
            </div>
            <div style={{ minWidth: 0 }}>
              <Typography.Text type="secondary">Cuestionario</Typography.Text>
              <div className="open-invitation__fact">{invitation.questionaryName ?? 'Eliminado'}</div>
            </div>
          </Space>
          <Space wrap className="open-invitation__actions">
            {invitation.questionaryId && (
              <Link to={`/questionary/${invitation.questionaryId}`}>
                <Button icon={<EyeOutlined />}>Ver cuestionario</Button>
              </Link>
            )}
            <Button icon={<InfoCircleOutlined />} onClick={() => setShowExtra(true)}>
              Ver información extra
            </Button>
            {isAdmin && (
              <DownloadButton
                type="primary"
                download={downloadAnswers}
                notices={{ downloading: m.downloading, downloaded: m.downloaded }}
              >
                Descargar respuestas
              </DownloadButton>
            )}
            {invitation.acceptsAnswers ? (
              <Popconfirm
                title="¿Cerrar la invitación?"
                description="El enlace dejará de recibir respuestas hasta que la reabras."
                okText="Cerrar invitación"
                cancelText="Cancelar"
                onConfirm={() => setAccepting(false)}
              >
                <Button icon={<LockOutlined />} loading={accepting.isPending}>
                  Cerrar invitación
                </Button>
              </Popconfirm>
            ) : (
              <Button icon={<UnlockOutlined />} loading={accepting.isPending} onClick={() => setAccepting(true)}>
                Reabrir invitación
              </Button>
            )}
          </Space>
        </Card>

        <Card title={<h2 className="open-invitation__card-title">Enlace para responder</h2>}>
          {!invitation.acceptsAnswers && (
            <Alert
              type="warning"
              showIcon
              title="La invitación está cerrada: quien abra el enlace no podrá responder."
              style={{ marginBottom: 12 }}
            />
          )}
          <Space.Compact block>
            <Input
              readOnly
              value={link}
              aria-label="Enlace para responder"
              onFocus={(event) => event.target.select()}
            />
            <Button icon={<CopyOutlined />} onClick={() => void copyLink()}>
              Copiar enlace
            </Button>
          </Space.Compact>
          <div className="open-invitation__qr">
            {qr === null && <Skeleton.Image active style={{ width: 200, height: 200 }} />}
            {qr !== null && 'error' in qr && <Alert type="error" showIcon title="No se pudo generar el código QR" />}
            {qr !== null && 'dataUrl' in qr && (
              <>
                <img
                  src={qr.dataUrl}
                  width={QR_SIZE}
                  height={QR_SIZE}
                  className="open-invitation__qr-image"
                  alt={`Código QR del enlace para responder ${invitation.entitySubType}`}
                />
                <Button icon={<DownloadOutlined />} href={qr.dataUrl} download={qrFileNameOf(invitation.entitySubType)}>
                  Descargar código QR
                </Button>
              </>
            )}
          </div>
        </Card>
      </div>

      <div role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </div>

      <Drawer open={showExtra} onClose={() => setShowExtra(false)} title="Información extra" size="default">
        <EventMetadataList metadata={eventMetadata} />
      </Drawer>

      {editing && invitation.questionaryId && (
        <OpenInvitationFormModal
          questionaryId={invitation.questionaryId}
          editing={data}
          onClose={() => setEditing(false)}
          onSaved={() => setEditing(false)}
        />
      )}
    </section>
  );
}
