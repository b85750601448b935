import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  BUNDLE_SLOTS_MAX,
  bundleDefaultSlots,
  bundleEntityTypeLabels,
  bundleMessages,
  bundlePayloadSchema,
  bundleRouteTypes,
  bundleSlotLabel,
  type BundleUserRole,
} from '@enlaza/contract';
import { Alert, App as AntApp, Button, Card, Checkbox, Form, Input, Result, Select, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../lib/api';
import { schemaRule } from '../../lib/forms/schemaRule';
import { bundleTypeOfRoute } from './bundleTypes';
import { offersAutoSend, toBundlePayload, type BundleFormValues } from './measurementForms';
import { useCreateBundle, useQuestionaryOptions } from './measurementsApi';

const questionaryRule = [{ required: true, message: bundleMessages.questionaryRequired }];

/** /admin/questionary-bundle/create/:questionaryBundleType (spec 002 §2.5, §5.6, §9). */
export function BundleCreatePage() {
  const { questionaryBundleType } = useParams();
  const entityType = bundleTypeOfRoute(questionaryBundleType);
  const [form] = Form.useForm<BundleFormValues>();
  const { message } = AntApp.useApp();
  const navigate = useNavigate();
  const create = useCreateBundle();
  const questionaries = useQuestionaryOptions(entityType ?? 'MDI');

  /** A questionary fits a seat when it targets that role or any role. */
  const optionsFor = useMemo(() => {
    const docs = questionaries.data?.docs ?? [];
    return (role: BundleUserRole) =>
      docs
        .filter((q) => q.target_user_role === role || q.target_user_role === 'ANY')
        .map((q) => ({ value: q.id, label: q.name }));
  }, [questionaries.data]);

  if (!entityType) return <Result status="404" title="Tipo de cuestionarios no encontrado" />;
  const isMdi = entityType === 'MDI';
  const slotNoun = isMdi ? 'medición' : 'sesión';

  const onFinish = (values: BundleFormValues) => {
    create.mutate(toBundlePayload(entityType, values), {
      onSuccess: (bundle) => {
        message.success(bundleMessages.created);
        void navigate(`/admin/questionary-bundle/${bundle.questionaryBundleId}`);
      },
      onError: (error) => message.error(errorMessageOf(error)),
    });
  };

  const seat = (slot: number, fieldName: number, role: BundleUserRole) => {
    const roleLabel = role === 'MENTOR' ? 'Cuestionario mentoras' : 'Cuestionario mentees';
    return (
      <Form.Item
        name={[fieldName, role === 'MENTOR' ? 'mentorQuestionaryId' : 'studentQuestionaryId']}
        label={roleLabel}
        rules={questionaryRule}
        style={{ flex: 1, minWidth: 220 }}
      >
        <Select
          aria-label={`${roleLabel} de ${bundleSlotLabel(entityType, slot)}`}
          placeholder="Seleccione un cuestionario"
          options={optionsFor(role)}
          loading={questionaries.isPending}
          showSearch
          optionFilterProp="label"
          notFoundContent="No hay cuestionarios"
        />
      </Form.Item>
    );
  };

  return (
    <section aria-labelledby="bundle-create-title" style={{ maxWidth: 900 }}>
      <Typography.Title level={1} id="bundle-create-title" style={{ fontSize: 24 }}>
        Agregar · {bundleEntityTypeLabels[entityType]}
      </Typography.Title>
      {questionaries.isError && <Alert type="error" showIcon title={errorMessageOf(questionaries.error)} />}
      <Form
        form={form}
        layout="vertical"
        name="bundle-form"
        onFinish={onFinish}
        scrollToFirstError
        initialValues={{ name: '', slots: Array.from({ length: bundleDefaultSlots[entityType] }, () => ({})) }}
      >
        <Form.Item name="name" label="Nombre" rules={[schemaRule(bundlePayloadSchema.shape.name)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.List name="slots">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, slot) => (
                <Card
                  key={field.key}
                  size="small"
                  title={bundleSlotLabel(entityType, slot)}
                  style={{ marginBottom: 12 }}
                  extra={
                    fields.length > 1 && (
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`Quitar ${bundleSlotLabel(entityType, slot)}`}
                        onClick={() => remove(field.name)}
                      />
                    )
                  }
                >
                  <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
                    {seat(slot, field.name, 'MENTOR')}
                    {seat(slot, field.name, 'STUDENT')}
                  </div>
                  {offersAutoSend(entityType, slot) && (
                    <Form.Item name={[field.name, 'autoSend']} valuePropName="checked" style={{ marginBottom: 0 }}>
                      <Checkbox>Envío automático</Checkbox>
                    </Form.Item>
                  )}
                </Card>
              ))}
              <Button
                type="dashed"
                block
                icon={<PlusOutlined />}
                disabled={fields.length >= BUNDLE_SLOTS_MAX}
                onClick={() => add({})}
              >
                Agregar {slotNoun}
              </Button>
            </>
          )}
        </Form.List>
        <Space style={{ marginTop: 24 }}>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            Guardar
          </Button>
          <Link to={`/admin/questionary-bundles/${bundleRouteTypes[entityType]}`}>
            <Button>Cancelar</Button>
          </Link>
        </Space>
      </Form>
    </section>
  );
}
