import {
  eventMessages,
  eventUiMessages,
  processAreaMessages,
  sessionOrdinalName,
  type ProcessDetail,
} from '@enlaza/contract';
import { Alert, App as AntApp, Col, DatePicker, Form, Modal, Row, Skeleton, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { sessionDateRows, toSessionsDates, type SessionDatesRow } from './eventFormat';
import { useGuideSessionsCount, useUpdateSessionsDateRanges } from './eventsApi';
import { enterOnlyPicksTheDate } from '../../lib/forms/enterOnlyPicksTheDate';

/** Spec 001 §9: modal width. */
const MODAL_WIDTH = 650;
const DATE_FORMAT = 'DD/MM/YYYY';

interface SessionDatesValues {
  sessions: SessionDatesRow[];
}

/**
 * 'Fecha inicio sesiones' (spec 001 §2 step 6, §5 "Events"): the start and end date of sessions 2..n of the
 * guide, each required. The number of sessions comes from the process's guide.
 */
export function SessionDatesModal({ process, onClose }: { process: ProcessDetail; onClose: () => void }) {
  const [form] = Form.useForm<SessionDatesValues>();
  const { message } = AntApp.useApp();
  const count = useGuideSessionsCount(process);
  const update = useUpdateSessionsDateRanges(process.processId);
  const hasGuide = !!process.mentorship || !!process.dynamicMentorship;
  const rows = count.data === undefined ? [] : sessionDateRows(count.data, process.sessionsDateRanges);

  const onFinish = ({ sessions }: SessionDatesValues) => {
    const filled = rows.map((row, i) => ({
      sessionNumber: row.sessionNumber,
      start: sessions[i]!.start as Dayjs,
      end: sessions[i]!.end as Dayjs,
    }));
    update.mutate(toSessionsDates(filled), {
      onSuccess: () => {
        message.success(processAreaMessages.sessionsUpdated);
        onClose();
      },
      onError: () => message.error(eventUiMessages.sessionsUpdateFailed),
    });
  };

  let body;
  if (!hasGuide) {
    body = <Alert type="info" showIcon title="El proceso no tiene una pauta con sesiones" />;
  } else if (count.isPending) {
    body = <Skeleton active />;
  } else if (count.isError) {
    body = <Alert type="error" showIcon title="Error al obtener las sesiones de la pauta" />;
  } else if (rows.length === 0) {
    body = <Alert type="info" showIcon title="La pauta tiene una sola sesión: no hay fechas que fijar" />;
  } else {
    body = (
      <Form<SessionDatesValues>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{ sessions: rows }}
        aria-label="Fechas de las sesiones"
      >
        <Typography.Paragraph type="secondary">
          La primera sesión comienza con el proceso; fija el periodo de cada una de las siguientes.
        </Typography.Paragraph>
        {rows.map((row, i) => (
          <fieldset key={row.sessionNumber} className="session-dates__row">
            <legend>{sessionOrdinalName(row.sessionNumber)}</legend>
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <Form.Item
                  name={['sessions', i, 'start']}
                  label="Inicio"
                  required
                  rules={[{ required: true, message: eventMessages.date }]}
                >
                  <DatePicker onKeyDown={enterOnlyPicksTheDate} format={DATE_FORMAT} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item
                  name={['sessions', i, 'end']}
                  label="Término"
                  required
                  dependencies={[['sessions', i, 'start']]}
                  rules={[
                    { required: true, message: eventMessages.date },
                    ({ getFieldValue }) => ({
                      validator: async (_rule, value: Dayjs | null) => {
                        const start = getFieldValue(['sessions', i, 'start']) as Dayjs | null;
                        if (value && start && value.isBefore(start, 'day')) {
                          throw new Error(processAreaMessages.sessionEndBeforeStart);
                        }
                      },
                    }),
                  ]}
                >
                  <DatePicker onKeyDown={enterOnlyPicksTheDate} format={DATE_FORMAT} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </Row>
          </fieldset>
        ))}
      </Form>
    );
  }

  return (
    <Modal
      open
      title={eventUiMessages.sessionsButton}
      width={MODAL_WIDTH}
      okText="Guardar"
      cancelText="Cancelar"
      onOk={() => form.submit()}
      okButtonProps={{ disabled: rows.length === 0 }}
      onCancel={onClose}
      confirmLoading={update.isPending}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
