import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { CLIENT_FILTER_ALL, CLIENTS_PAGE_SIZE, clientMessages, formatRut, type Client } from '@enlaza/contract';
import { Alert, App as AntApp, Button, Input, Space, Table, Tooltip, Typography, type TableProps } from 'antd';
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
  const { page, searchText, setSearchText, search: debouncedSearch, goToPage } = useListQuery();
  const [formState, setFormState] = useState<FormState>({ mode: 'closed' });
  const clients = useClients(page, debouncedSearch || CLIENT_FILTER_ALL);
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
    <section aria-labelledby="clients-title">
      <div
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}
      >
        <Typography.Title level={1} id="clients-title" style={{ margin: 0, fontSize: 24 }}>
          Clientes
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormState({ mode: 'create' })}>
          Agregar cliente
        </Button>
      </div>
      <Input.Search
        style={{ margin: '16px 0', maxWidth: 420 }}
        placeholder="Buscar por nombre, razón social o RUT"
        aria-label="Buscar clientes"
        allowClear
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        onSearch={(value) => setSearchText(value)}
        loading={clients.isFetching && searchText.trim() !== debouncedSearch}
      />
      {clients.isError ? (
        <Alert type="error" showIcon title={errorMessageOf(clients.error)} />
      ) : (
        <Table<Client>
          rowKey="clientId"
          columns={columns}
          dataSource={clients.data?.docs}
          loading={clients.isPending || (clients.isFetching && clients.isPlaceholderData)}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: debouncedSearch ? 'No se encontraron clientes' : 'Aún no hay clientes' }}
          pagination={{
            current: page,
            pageSize: CLIENTS_PAGE_SIZE,
            total: clients.data?.totalDocs ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: goToPage,
          }}
        />
      )}
      <ClientFormModal
        open={formState.mode !== 'closed'}
        client={formState.mode === 'edit' ? formState.client : undefined}
        onClose={() => setFormState({ mode: 'closed' })}
      />
    </section>
  );
}
