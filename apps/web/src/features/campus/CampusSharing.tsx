import { UserAddOutlined } from '@ant-design/icons';
import { addUserToCampusSchema, campusMessages, type Campus } from '@enlaza/contract';
import { App as AntApp, Button, Form, Input, List, Space, Typography } from 'antd';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { errorMessageOf } from '../../lib/api';
import { schemaRule } from '../../lib/forms/schemaRule';
import { useAddUserToCampus, useRemoveUserFromCampus } from './campusApi';

/** People the campus is shared with by email (spec 001 §5, §8 "Campus sharing"). Changes apply at once. */
export function CampusSharing({ campus }: { campus: Campus }) {
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<{ email: string }>();
  const addUser = useAddUserToCampus();
  const removeUser = useRemoveUserFromCampus();

  const add = ({ email }: { email: string }) =>
    addUser.mutate(
      { campusId: campus.campusId, email: email.trim() },
      {
        onSuccess: () => {
          message.success(campusMessages.userAdded);
          form.resetFields();
        },
        // Spec 001 §8: 'Usuario no encontrado', 'Usuario ya asociado al campus', 'Email invalido', as received.
        onError: (error) => message.error(errorMessageOf(error)),
      },
    );

  return (
    <section aria-labelledby="campus-sharing-title">
      <Typography.Title level={4} id="campus-sharing-title">
        Usuarios con acceso
      </Typography.Title>
      <Form form={form} layout="inline" onFinish={add} style={{ rowGap: 8, marginBottom: 12 }}>
        <Form.Item
          name="email"
          label="Email"
          rules={[schemaRule(addUserToCampusSchema.shape.email)]}
          style={{ flex: '1 1 240px' }}
        >
          <Input type="email" placeholder="persona@empresa.cl" autoComplete="off" />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" icon={<UserAddOutlined />} loading={addUser.isPending}>
            Agregar
          </Button>
        </Form.Item>
      </Form>
      <List
        bordered
        size="small"
        locale={{ emptyText: 'Aún no se comparte con ninguna persona' }}
        dataSource={campus.users}
        renderItem={(user) => (
          <List.Item
            actions={[
              <ConfirmDeleteButton
                key="remove"
                title="Quitar acceso"
                itemName={user.email}
                label={`Quitar a ${user.email} del campus`}
                description={`¿Quitar a ${user.email} del campus?`}
                size="small"
                onConfirm={() =>
                  removeUser.mutateAsync({ campusId: campus.campusId, userId: user.userId }).then(
                    () => message.success(campusMessages.userRemoved),
                    (error: unknown) => message.error(errorMessageOf(error)),
                  )
                }
              />,
            ]}
          >
            <Space direction="vertical" size={0}>
              <span>{`${user.name} ${user.lastName}`.trim() || user.email}</span>
              <Typography.Text type="secondary">{user.email}</Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </section>
  );
}
