import { UserAddOutlined, UserDeleteOutlined } from '@ant-design/icons';
import {
  DEFAULT_COUNTRY,
  directoryErrorTypes,
  directoryMessages,
  userFormFieldSchemas,
  type DirectoryUser,
} from '@enlaza/contract';
import {
  Alert,
  App as AntApp,
  Button,
  Empty,
  Form,
  Input,
  Modal,
  Popconfirm,
  Segmented,
  Select,
  Tooltip,
  Typography,
  type TableProps,
} from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, errorMessageOf } from '../../lib/api';
import { lowercase } from '../../lib/forms/lowercase';
import { schemaRule } from '../../lib/forms/schemaRule';
import { useDeleteUser, useSaveUser } from '../directory/directoryApi';
import { countries } from '../metadata/locations';
import {
  CLIENT_COMPANY_ADMINS_PAGE_SIZE,
  refreshClients,
  useAddCompanyAdmin,
  useClientCompanyAdminsPage,
  useRemoveCompanyAdmin,
} from './clientsApi';
import { PagedTable } from '../../components/ListPage';

const fullName = (user: Pick<DirectoryUser, 'name' | 'lastName' | 'email'>) =>
  `${user.name} ${user.lastName}`.trim() || user.email;

/** Whether administering a company is all the account does: taking it away means deleting the account. */
const onlyCompanyAdmin = (user: DirectoryUser) => user.roles.length === 1 && user.roles[0] === 'COMPANY_ADMIN';

function RemoveCompanyAdminButton({
  user,
  clientName,
  clientId,
  onRemoved,
}: {
  user: DirectoryUser;
  clientName: string;
  clientId: string;
  onRemoved: () => void;
}) {
  const { message } = AntApp.useApp();
  const queryClient = useQueryClient();
  const removeRole = useRemoveCompanyAdmin(clientId);
  const deleteAccount = useDeleteUser();
  const [confirming, setConfirming] = useState(false);
  const name = fullName(user);
  const deletes = onlyCompanyAdmin(user);

  const confirm = async () => {
    try {
      if (deletes) {
        await deleteAccount.mutateAsync(user.userId);
        await refreshClients(queryClient);
      } else await removeRole.mutateAsync(user.userId);
      onRemoved();
      message.success(
        deletes ? 'Eliminado exitosamente' : `${name} ya no es administradora de empresa de ${clientName}`,
      );
    } catch (error) {
      message.error(errorMessageOf(error));
    }
  };

  return (
    <Popconfirm
      onOpenChange={setConfirming}
      title={deletes ? 'Eliminar cuenta' : 'Quitar administradora'}
      description={
        deletes
          ? `"${name}" sólo es administradora de empresa: se eliminará su cuenta. Esta acción no se puede deshacer.`
          : `¿Quitar a "${name}" como administradora de empresa de ${clientName}? Conserva su cuenta y sus otros roles.`
      }
      okText={deletes ? 'Eliminar cuenta' : 'Quitar'}
      okButtonProps={{ danger: true }}
      cancelText="Cancelar"
      onConfirm={confirm}
    >
      <Tooltip title="Quitar" open={confirming ? false : undefined}>
        <Button type="text" danger icon={<UserDeleteOutlined />} aria-label={`Quitar a ${name}`} />
      </Tooltip>
    </Popconfirm>
  );
}

type Mode = 'existing' | 'new';

interface AddValues {
  email: string;
  name: string;
  lastName: string;
  country: string;
}

/**
 * 'Agregar administrador': an account that exists becomes the client's company admin; a new one is created with the
 * admin user form's rules (role and client fixed) and gets the welcome mail to choose its password.
 */
function AddCompanyAdminModal({
  clientId,
  clientName,
  open,
  onClose,
}: {
  clientId: string;
  clientName: string;
  open: boolean;
  onClose: () => void;
}) {
  const { message } = AntApp.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AddValues>();
  const [mode, setMode] = useState<Mode>('existing');
  const [unknownEmail, setUnknownEmail] = useState(false);
  const add = useAddCompanyAdmin(clientId);
  const create = useSaveUser();
  const pending = add.isPending || create.isPending;

  const close = () => {
    form.resetFields();
    setMode('existing');
    setUnknownEmail(false);
    onClose();
  };

  const showOnEmail = (text: string) => form.setFields([{ name: 'email', errors: [text] }]);
  const switchMode = (next: Mode) => {
    setMode(next);
    setUnknownEmail(false);
    form.setFields([{ name: 'email', errors: [] }]);
  };

  const submit = async (values: AddValues) => {
    try {
      if (mode === 'existing') {
        const user = await add.mutateAsync({ email: values.email });
        message.success(`${fullName(user)} ahora es administradora de empresa de ${clientName}`);
      } else {
        const user = await create.mutateAsync({
          payload: {
            name: values.name,
            lastName: values.lastName,
            email: values.email,
            country: values.country,
            roles: ['COMPANY_ADMIN'],
            clientId,
          },
        });
        // The user form's save refreshes the user lists; the client's own list is refreshed here.
        await refreshClients(queryClient);
        message.success(
          `Administradora de empresa creada con éxito! Enviamos a ${user.email} un correo para crear su contraseña.`,
        );
      }
      close();
    } catch (error) {
      if (!(error instanceof ApiError)) return message.error(errorMessageOf(error));
      if (mode === 'existing' && error.status === 404 && error.type === directoryErrorTypes.addCompanyAdmin) {
        setUnknownEmail(true);
        return showOnEmail(error.message);
      }
      if (error.status === 409) {
        return showOnEmail(
          error.type === directoryErrorTypes.createUser ? directoryMessages.duplicateEmail : error.message,
        );
      }
      message.error(errorMessageOf(error));
    }
  };

  return (
    <Modal
      title="Agregar administrador"
      open={open}
      onCancel={close}
      okText="Agregar"
      cancelText="Cancelar"
      confirmLoading={pending}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Segmented<Mode>
        block
        value={mode}
        onChange={switchMode}
        options={[
          { value: 'existing', label: 'Cuenta existente' },
          { value: 'new', label: 'Cuenta nueva' },
        ]}
        style={{ marginBottom: 16 }}
      />
      <Form<AddValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark="optional"
        initialValues={{ country: DEFAULT_COUNTRY }}
      >
        {mode === 'new' && (
          <>
            <Form.Item name="name" label="Nombre" rules={[schemaRule(userFormFieldSchemas.name)]} required>
              <Input autoComplete="off" maxLength={100} />
            </Form.Item>
            <Form.Item name="lastName" label="Apellido" rules={[schemaRule(userFormFieldSchemas.lastName)]} required>
              <Input autoComplete="off" maxLength={100} />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="email"
          label="Email"
          normalize={lowercase}
          rules={[schemaRule(userFormFieldSchemas.email)]}
          required
          extra={
            mode === 'existing'
              ? 'La persona conserva sus otros roles y pasa a administrar este cliente.'
              : 'Recibirá un correo de bienvenida para crear su contraseña.'
          }
        >
          <Input type="email" autoComplete="off" maxLength={254} />
        </Form.Item>
        {mode === 'new' && (
          <Form.Item name="country" label="País" rules={[schemaRule(userFormFieldSchemas.country)]} required>
            <Select showSearch options={countries.map((c) => ({ value: c.name, label: c.name }))} />
          </Form.Item>
        )}
      </Form>
      {unknownEmail && (
        <Alert
          type="info"
          showIcon
          title="¿Es una persona nueva?"
          action={
            <Button size="small" onClick={() => switchMode('new')}>
              Crear cuenta nueva
            </Button>
          }
        />
      )}
    </Modal>
  );
}

/** The client page's company admins: who follows the client's processes, with adding and removing them. */
export function ClientCompanyAdmins({ clientId, clientName }: { clientId: string; clientName: string }) {
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const list = useClientCompanyAdminsPage(clientId, page);
  // Removing the last person of a later page would leave it empty: show the one before.
  const onRemoved = () => {
    if (page > 1 && list.data?.docs.length === 1) setPage(page - 1);
  };

  const columns: TableProps<DirectoryUser>['columns'] = [
    { title: 'Nombre', key: 'name', render: (_, user) => `${user.name} ${user.lastName}`.trim() || '-' },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    {
      title: 'Acciones',
      key: 'actions',
      render: (_, user) => (
        <RemoveCompanyAdminButton user={user} clientId={clientId} clientName={clientName} onRemoved={onRemoved} />
      ),
    },
  ];

  return (
    <section aria-labelledby="client-company-admins-title">
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 12,
          flexWrap: 'wrap',
          margin: '24px 0 8px',
        }}
      >
        <Typography.Title level={2} id="client-company-admins-title" style={{ fontSize: 16, margin: 0 }}>
          Administradoras de empresa
        </Typography.Title>
        <Button icon={<UserAddOutlined />} onClick={() => setAdding(true)}>
          Agregar administrador
        </Button>
      </div>
      <PagedTable<DirectoryUser>
        query={list}
        rowKey="userId"
        size="small"
        columns={columns}
        page={page}
        pageSize={CLIENT_COMPANY_ADMINS_PAGE_SIZE}
        onPageChange={setPage}
        emptyText={
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="Este cliente aún no tiene administradoras de empresa"
          />
        }
      />
      <AddCompanyAdminModal
        clientId={clientId}
        clientName={clientName}
        open={adding}
        onClose={() => setAdding(false)}
      />
    </section>
  );
}
