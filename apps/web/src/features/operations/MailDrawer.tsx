import { calendarMessages, mailStatusLabels, operationsMessages } from '@enlaza/contract';
import { Alert, Descriptions, Drawer, Skeleton, Tag, Typography } from 'antd';
import { errorMessageOf } from '../../lib/api';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { MailText } from './MailText';
import { formatMoment, mailStatusColors } from './operationsFormat';
import { useOutboxMail, type OutboxSource } from './operationsApi';

interface MailDrawerProps {
  mailId: string | null;
  onClose: () => void;
  /** Where the mail is read from; the admins' outbox unless given. */
  source?: OutboxSource;
}

/** One mail of the outbox as it was written: who, when, how its delivery went, and its text. */
export function MailDrawer({ mailId, onClose, source = 'admin' }: MailDrawerProps) {
  const isNarrow = useMediaQuery('(max-width: 768px)');
  const mail = useOutboxMail(source, mailId);

  let body;
  if (mail.isPending) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (mail.isError) {
    body = (
      <Alert type="error" showIcon title={operationsMessages.mailLoadError} description={errorMessageOf(mail.error)} />
    );
  } else {
    const { data } = mail;
    body = (
      <>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'to', label: 'Para', children: data.toAddress },
            { key: 'from', label: 'De', children: data.fromAddress },
            { key: 'subject', label: 'Asunto', children: data.subject },
            {
              key: 'status',
              label: 'Estado',
              children: <Tag color={mailStatusColors[data.status]}>{mailStatusLabels[data.status]}</Tag>,
            },
            { key: 'attempts', label: 'Intentos', children: data.attempts },
            { key: 'created', label: 'Creado', children: formatMoment(data.createdAt) },
            { key: 'sent', label: 'Enviado', children: formatMoment(data.sentAt) },
            ...(data.calendar
              ? [
                  {
                    key: 'calendar',
                    label: calendarMessages.outboxLabel,
                    children: (
                      <>
                        <Tag color={data.calendar.method === 'CANCEL' ? 'red' : 'blue'}>
                          {calendarMessages.outboxMethod[data.calendar.method]}
                        </Tag>
                        {data.calendar.filename}
                      </>
                    ),
                  },
                ]
              : []),
            ...(data.error
              ? [
                  {
                    key: 'error',
                    label: 'Error',
                    children: (
                      <Typography.Text type="danger" style={{ overflowWrap: 'anywhere' }}>
                        {data.error}
                      </Typography.Text>
                    ),
                  },
                ]
              : []),
          ]}
        />
        <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }} id="mail-text-title">
          Texto del correo
        </Typography.Title>
        <pre
          aria-labelledby="mail-text-title"
          style={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontFamily: 'inherit',
            margin: 0,
            padding: 12,
            background: 'rgba(0, 0, 0, 0.03)',
            borderRadius: 6,
          }}
        >
          <MailText text={data.textBody} />
        </pre>
      </>
    );
  }

  return (
    <Drawer
      title={mail.data?.subject ?? 'Correo'}
      open={mailId !== null}
      onClose={onClose}
      size={isNarrow ? '100%' : 640}
      destroyOnHidden
    >
      {body}
    </Drawer>
  );
}
