import { PlusOutlined } from '@ant-design/icons';
import {
  certificateIssueMonth,
  certificateMessages as m,
  CERTIFICATE_REASON_MAX_LENGTH,
  type Certificate,
  type ProcessDetail,
} from '@enlaza/contract';
import { Alert, App, Button, Flex, Form, Input, Modal, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { errorMessageOf } from '../../../lib/api';
import { useDetailParticipants } from '../detail/detailApi';
import { useIssueCertificate, useProcessCertificates, useRevokeCertificate } from '../../certificates/certificatesApi';
import { sidewaysScroll } from '../../../components/tableScroll';

const roleLabel = (role: Certificate['role']) => (role === 'MENTOR' ? 'Mentora / tutora' : 'Mentee / estudiante');

/**
 * The certificates of a finalized process (admins): those issued on finalization and by hand, with their state; an
 * admin issues one by hand for a participant (with a reason) and revokes one (confirmed, with a reason).
 */
export function ProcessCertificatesPanel({ process }: { process: ProcessDetail }) {
  const list = useProcessCertificates(process.processId);
  const [issuing, setIssuing] = useState(false);
  const [revoking, setRevoking] = useState<Certificate | null>(null);

  return (
    <section aria-label="Certificados del proceso">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">
          Se emiten al finalizar el proceso a quienes participaron hasta el final.
        </Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setIssuing(true)}>
          Emitir certificado
        </Button>
      </Flex>
      {list.isError ? (
        <Alert type="error" showIcon title={m.listFailed} description={errorMessageOf(list.error)} />
      ) : (
        <Table<Certificate>
          rowKey="certificateId"
          loading={list.isPending}
          dataSource={list.data ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={sidewaysScroll({ width: 760 })}
          locale={{ emptyText: 'No hay certificados emitidos' }}
          columns={[
            { title: 'Persona', key: 'person', render: (_, c) => c.personName },
            { title: 'Rol', key: 'role', render: (_, c) => roleLabel(c.role) },
            { title: 'Emitido', key: 'issued', render: (_, c) => certificateIssueMonth(c.issuedYear, c.issuedMonth) },
            {
              title: 'Origen',
              key: 'origin',
              render: (_, c) => (c.issuedByHand ? `A mano: ${c.issueReason}` : 'Al finalizar el proceso'),
            },
            {
              title: 'Estado',
              key: 'state',
              render: (_, c) =>
                c.revokedAt ? (
                  <span>
                    <Tag color="red">Revocado</Tag> {c.revokeReason}
                  </span>
                ) : (
                  <Tag color="green">Vigente</Tag>
                ),
            },
            {
              title: 'Acciones',
              key: 'actions',
              render: (_, c) =>
                c.revokedAt ? null : (
                  <Flex gap={8} wrap>
                    <a
                      href={`/certificate/${c.certificateId}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`Ver el certificado de ${c.personName}`}
                    >
                      Ver
                    </a>
                    <Button
                      size="small"
                      danger
                      onClick={() => setRevoking(c)}
                      aria-label={`Revocar el certificado de ${c.personName}`}
                    >
                      Revocar
                    </Button>
                  </Flex>
                ),
            },
          ]}
        />
      )}
      {issuing && <IssueModal processId={process.processId} onClose={() => setIssuing(false)} />}
      {revoking && <RevokeModal certificate={revoking} onClose={() => setRevoking(null)} />}
    </section>
  );
}

function ReasonField() {
  return (
    <Form.Item name="reason" label="Motivo" rules={[{ required: true, whitespace: true, message: m.reason }]}>
      <Input.TextArea rows={3} maxLength={CERTIFICATE_REASON_MAX_LENGTH} showCount />
    </Form.Item>
  );
}

/** 'Emitir certificado': a participant of the process (searched by name) and the reason. */
function IssueModal({ processId, onClose }: { processId: string; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ userId: string; reason: string }>();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, 300);
  const students = useDetailParticipants(processId, 'STUDENT', 1, term);
  const mentors = useDetailParticipants(processId, 'MENTOR', 1, term);
  const issue = useIssueCertificate();
  const options = [...(students.data?.docs ?? []), ...(mentors.data?.docs ?? [])]
    .filter((p) => p.invitationStatus === 'APPROVED' && !p.removed)
    .map((p) => ({
      value: p.userId,
      label: `${p.data.name} ${p.data.lastName} · ${p.role === 'MENTOR' ? 'Mentora' : 'Mentee'}`,
    }));

  const submit = ({ userId, reason }: { userId: string; reason: string }) =>
    issue.mutate(
      { processId, userId, reason },
      {
        onSuccess: (result) => {
          void message.success(result.message);
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title="Emitir certificado"
      okText="Emitir"
      cancelText="Cancelar"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={issue.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="userId" label="Persona" rules={[{ required: true, message: m.person }]}>
          <Select
            showSearch={{ filterOption: false, onSearch: setSearch }}
            placeholder="Busca por nombre"
            options={options}
            loading={students.isFetching || mentors.isFetching}
            notFoundContent="No hay participantes con ese nombre"
          />
        </Form.Item>
        <ReasonField />
        {issue.isError && (
          <Alert type="error" showIcon role="alert" title={errorMessageOf(issue.error) || m.issueFailed} />
        )}
      </Form>
    </Modal>
  );
}

/** Revoking asks for confirmation and a reason: the public page then says the certificate was revoked. */
function RevokeModal({ certificate, onClose }: { certificate: Certificate; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const revoke = useRevokeCertificate();
  const submit = ({ reason }: { reason: string }) =>
    revoke.mutate(
      { certificateId: certificate.certificateId, reason },
      {
        onSuccess: (result) => {
          void message.success(result.message);
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title="Revocar certificado"
      okText="Revocar"
      okButtonProps={{ danger: true }}
      cancelText="Cancelar"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={revoke.isPending}
      destroyOnHidden
    >
      <p>
        ¿Revocar el certificado de <strong>{certificate.personName}</strong>? Su página pública dirá que fue revocado y
        la credencial dejará de verificarse. Esta acción no se puede deshacer.
      </p>
      <Form form={form} layout="vertical" onFinish={submit}>
        <ReasonField />
        {revoke.isError && (
          <Alert type="error" showIcon role="alert" title={errorMessageOf(revoke.error) || m.revokeFailed} />
        )}
      </Form>
    </Modal>
  );
}
