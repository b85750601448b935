import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { ListPage } from '../../components/ListPage';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { CLIENT_FILTER_ALL, CLIENTS_PAGE_SIZE, clientMessages, formatRut, type Client } from '@enlaza/contract';
import { App as AntApp, Button, Space, Tooltip, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../lib/api';
import { ClientFormModal } from './ClientFormModal';
import { useClients, useDeleteClient } from './clientsApi';
import { useListQuery } from '../../lib/useListQuery';

type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; client: Client };

/** /admin/clients: the client list (spec 001 §2, §7 "Clients"). Page and search live in the address. */
export function ClientsPage() {
  const { message } = AntApp.useApp();
  const listQuery = useListQuery();
  const { page, search, goToPage } = listQuery;
  const [formState, setFormState] = useState<FormState>({ mode: 'closed' });
  const clients = useClients(page, search || CLIENT_FILTER_ALL);
  const deleteClient = useDeleteClient();

  const remove = (client: Client) =>
    deleteClient.mutateAsync(client.clientId).then(
      () => {
        message.success(clientMessages.deleted);
      },
      (error: unknown) => {
        message.error(errorMessageOf(error));
      },
    );

  const columns: TableProps<Client>['columns'] = [
    {
      title: 'Nombre',
      dataIndex: 'name',
      key: 'name',
      render: (name: string, client) => <Link to={`/admin/clients/${client.clientId}`}>{name}</Link>,
    },
    { title: 'RUT', dataIndex: 'rut', key: 'rut', render: (rut: string | null) => (rut ? formatRut(rut) : '-') },
    {
      title: 'Ciudad',
      dataIndex: 'city',
      key: 'city',
      responsive: ['md'],
      render: (city: string | null) => city ?? '-',
    },
    {
      title: 'Contacto',
      key: 'contact',
      responsive: ['sm'],
      render: (_, client) =>
        client.contact.name ? (
          <>
            <div>{client.contact.name}</div>
            <Typography.Text type="secondary">{client.contact.email}</Typography.Text>
          </>
        ) : (
          '-'
        ),
    },
    {
      title: 'Acciones',
      key: 'actions',
      width: 110,
      render: (_, client) => (
        <Space size={0}>
          <Tooltip title="Editar">
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Editar ${client.name}`}
              onClick={() => setFormState({ mode: 'edit', client })}
            />
          </Tooltip>
          <ConfirmDeleteButton
            title="Eliminar cliente"
            itemName={client.name}
            description={`¿Eliminar el cliente ${client.name}? Esta acción no se puede deshacer.`}
            onConfirm={() => remove(client)}
          />
        </Space>
      ),
    },
  ];

  return (
    <ListPage<Client>
      titleId="clients-title"
      title="Clientes"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormState({ mode: 'create' })}>
          Agregar cliente
        </Button>
      }
      search={{ label: 'Buscar clientes', placeholder: 'Buscar por nombre, razón social o RUT', ...listQuery }}
      query={clients}
      rowKey="clientId"
      columns={columns}
      page={page}
      pageSize={CLIENTS_PAGE_SIZE}
      onPageChange={goToPage}
      emptyTexts={{ searched: 'No se encontraron clientes', none: 'Aún no hay clientes' }}
    >
      <ClientFormModal
        open={formState.mode !== 'closed'}
        client={formState.mode === 'edit' ? formState.client : undefined}
        onClose={() => setFormState({ mode: 'closed' })}
      />
    </ListPage>
  );
}
