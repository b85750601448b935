import { ArrowLeftOutlined, BarChartOutlined, EditOutlined } from '@ant-design/icons';
import { formatRut, formatDate } from '@enlaza/contract';
import { Alert, Button, Descriptions, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessageOf } from '../../lib/api';
import { FinalizedConvocatoriesNote } from '../convocatories/FinalizedConvocatoriesNote';
import { useMarkViewAsRead } from '../notifications/notificationsApi';
import { ClientCompanyAdmins } from './ClientCompanyAdmins';
import { ClientFormModal } from './ClientFormModal';
import { ClientProcesses } from './ClientProcesses';
import { useClient } from './clientsApi';
import { LoadingSpin } from '../../components/LoadingSpin';

const dash = (value: string | null) => value ?? '-';

function ExternalLink({ href }: { href: string | null }) {
  if (!href) return <>-</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {href}
    </a>
  );
}

/** /admin/clients/{id}: the client's data, its contact, its processes and its company admins. */
export function ClientDetailPage() {
  const { clientId } = useParams<{ clientId: string }>();
  const client = useClient(clientId);
  const [editing, setEditing] = useState(false);
  // Opening the client reads the notifications about it (e.g. 'Nuevo cliente: ...').
  useMarkViewAsRead(clientId);

  const back = (
    <Link to="/admin/clients">
      <ArrowLeftOutlined aria-hidden /> Volver a clientes
    </Link>
  );

  if (client.isPending)
    return <LoadingSpin style={{ display: 'block', margin: '48px auto' }} label="Cargando cliente" />;
  if (client.isError)
    return (
      <>
        {back}
        <Alert style={{ marginTop: 16 }} type="error" showIcon title={errorMessageOf(client.error)} />
      </>
    );

  const data = client.data;
  return (
    <section aria-labelledby="client-title">
      {back}
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 12,
          flexWrap: 'wrap',
          margin: '12px 0 16px',
        }}
      >
        <Typography.Title level={1} id="client-title" style={{ margin: 0, fontSize: 24, overflowWrap: 'anywhere' }}>
          {data.name}
        </Typography.Title>
        <Space wrap>
          <Link to={`/client/dashboard?clientId=${encodeURIComponent(data.clientId)}`}>
            <BarChartOutlined aria-hidden /> Panel de la empresa
          </Link>
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            Editar
          </Button>
        </Space>
      </div>

      <FinalizedConvocatoriesNote clientId={data.clientId} />

      <Descriptions title="Datos de la empresa" bordered size="small" column={{ xs: 1, sm: 1, md: 2 }}>
        <Descriptions.Item label="RUT">{data.rut ? formatRut(data.rut) : '-'}</Descriptions.Item>
        <Descriptions.Item label="Razón social">{dash(data.businessName)}</Descriptions.Item>
        <Descriptions.Item label="Dirección">{dash(data.address)}</Descriptions.Item>
        <Descriptions.Item label="Ciudad">{dash(data.city)}</Descriptions.Item>
        <Descriptions.Item label="Sitio web">
          <ExternalLink href={data.websiteUrl} />
        </Descriptions.Item>
        <Descriptions.Item label="LinkedIn">
          <ExternalLink href={data.linkedinUrl} />
        </Descriptions.Item>
        <Descriptions.Item label="Creado">{formatDate(data.createdAt)}</Descriptions.Item>
      </Descriptions>

      <Descriptions style={{ marginTop: 24 }} title="Contacto" bordered size="small" column={{ xs: 1, sm: 1, md: 2 }}>
        <Descriptions.Item label="Nombre">{dash(data.contact.name)}</Descriptions.Item>
        <Descriptions.Item label="Email">
          {data.contact.email ? <a href={`mailto:${data.contact.email}`}>{data.contact.email}</a> : '-'}
        </Descriptions.Item>
        <Descriptions.Item label="Teléfono">{dash(data.contact.phone)}</Descriptions.Item>
        <Descriptions.Item label="Cargo">{dash(data.contact.businessPosition)}</Descriptions.Item>
        <Descriptions.Item label="Área">{dash(data.contact.businessArea)}</Descriptions.Item>
      </Descriptions>

      <ClientProcesses clientId={data.clientId} />

      <ClientCompanyAdmins clientId={data.clientId} clientName={data.name} />

      <ClientFormModal open={editing} client={data} onClose={() => setEditing(false)} />
    </section>
  );
}
