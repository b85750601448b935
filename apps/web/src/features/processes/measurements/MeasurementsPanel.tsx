import { processMeasurementMessages as m, type ProcessDetail, type ProcessMeasurement } from '@enlaza/contract';
import { Alert, App as AntApp, Button, Empty, Flex, Table, Tag, Typography, type TableProps } from 'antd';
import { ApiError, errorMessageOf } from '../../../lib/api';
import { formatProcessDate } from '../processFormat';
import { useProcessMeasurements, useSendMeasurement } from '../processesApi';
import { LoadingSpin } from '../../../components/LoadingSpin';
import { sidewaysScroll } from '../../../components/tableScroll';

/**
 * The MDI measurements of a process, sent in order (spec 001 §4 "Measurement (MDI) sends"): 'Enviar' on the next
 * unsent one, 'Reenviar' (at most 2, not 14 days after the start) on sent ones, each with why it is not possible.
 */
export function MeasurementsPanel({ process }: { process: ProcessDetail }) {
  const { message, modal } = AntApp.useApp();
  const measurements = useProcessMeasurements(process.processId);
  const send = useSendMeasurement();

  if (!process.mdi) return <Empty description="Proceso sin MDI" />;
  if (measurements.isPending) {
    return (
      <Flex justify="center" style={{ padding: 24 }}>
        <LoadingSpin label="Cargando mediciones" />
      </Flex>
    );
  }
  if (measurements.isError) {
    return <Alert type="error" showIcon title={m.loadFailed} description={errorMessageOf(measurements.error)} />;
  }

  const { measurements: rows, resendsMax } = measurements.data;
  const nextUnsent = rows.find((row) => !row.sent)?.subType;

  const confirm = (row: ProcessMeasurement, resend: boolean) =>
    modal.confirm({
      title: resend ? m.confirmResend(row.label) : m.confirmSend(row.label),
      content: resend ? m.confirmResendContent : m.confirmSendContent,
      okText: resend ? 'Reenviar' : 'Enviar',
      cancelText: 'Cancelar',
      onOk: () =>
        send.mutateAsync({ processId: process.processId, subType: row.subType, resend }).then(
          (result) => {
            message.success(result.message);
          },
          (error: unknown) => {
            message.error(error instanceof ApiError ? error.message : resend ? m.resendFailed : m.sendFailed);
          },
        ),
    });

  const reason = (text: string | null) =>
    text ? (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {text}
      </Typography.Text>
    ) : null;

  const columns: TableProps<ProcessMeasurement>['columns'] = [
    {
      title: 'Medición',
      key: 'label',
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text strong>{row.label}</Typography.Text>
          {row.name !== row.label && <Typography.Text type="secondary">{row.name}</Typography.Text>}
        </Flex>
      ),
    },
    {
      title: 'Estado',
      key: 'status',
      render: (_, row) => {
        if (row.sent) return <Tag color="green">Enviada {formatProcessDate(row.sent.firstSentAt)}</Tag>;
        if (!row.autoSend) return <Tag>No enviada</Tag>;
        return (
          <Flex vertical gap={4} align="flex-start">
            <Tag>No enviada</Tag>
            <Typography.Text type="secondary">
              {row.autoSendOn ? m.autoSendOn(formatProcessDate(row.autoSendOn)) : m.autoSendBaseline}
            </Typography.Text>
          </Flex>
        );
      },
    },
    {
      title: 'Reenvíos',
      key: 'resends',
      render: (_, row) => (row.sent ? `${row.sent.resendCount}/${resendsMax}` : '—'),
    },
    {
      title: 'Respuestas',
      key: 'answers',
      render: (_, row) => (row.sent ? `${row.invitationsCompleted}/${row.invitationsSent}` : '—'),
    },
    {
      title: 'Acciones',
      key: 'actions',
      render: (_, row) => {
        if (!row.sent) {
          if (row.subType !== nextUnsent) return reason(m.previousNotSent);
          return (
            <Flex vertical gap={4} align="flex-start">
              <Button
                type="primary"
                size="small"
                disabled={!row.canSend}
                aria-label={`Enviar ${row.label}`}
                onClick={() => confirm(row, false)}
              >
                Enviar
              </Button>
              {reason(row.sendBlockedReason)}
            </Flex>
          );
        }
        return (
          <Flex vertical gap={4} align="flex-start">
            <Button
              size="small"
              disabled={!row.canResend}
              aria-label={`Reenviar ${row.label}`}
              onClick={() => confirm(row, true)}
            >
              Reenviar
            </Button>
            {reason(row.resendBlockedReason)}
          </Flex>
        );
      },
    },
  ];

  return (
    <section aria-label="Mediciones de impacto">
      <Typography.Paragraph type="secondary">
        MDI: {measurements.data.mdi?.name ?? process.mdi.name}. Las mediciones se envían en orden: la línea base en
        pre-kickoff y las siguientes con el proceso en curso o finalizado.
      </Typography.Paragraph>
      <Table<ProcessMeasurement>
        rowKey="subType"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={sidewaysScroll()}
        locale={{ emptyText: m.empty }}
      />
    </section>
  );
}
