import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  bankQuestionTypeLabels,
  mdiMessages,
  mdiPayloadSchema,
  mdiSubTypeLabels,
  mdiSubTypes,
  measurementPayloadSchema,
  MDI_MEASUREMENTS_MAX,
  type BankQuestion,
  type Mdi,
} from '@enlaza/contract';
import { Alert, App as AntApp, Button, Card, Checkbox, Form, Input, Modal, Popconfirm, Select } from 'antd';
import { useMemo } from 'react';
import { errorMessageOf } from '../../lib/api';
import { schemaRule } from '../../lib/forms/schemaRule';
import { newMeasurement, toMdiFormValues, toMdiPayload, type MdiFormValues } from './measurementForms';
import { useBankQuestionOptions, useMdiPreview, useSaveMdi } from './measurementsApi';

const rules = {
  name: [schemaRule(mdiPayloadSchema.shape.name)],
  measurementName: [schemaRule(measurementPayloadSchema.shape.measurementName)],
  questions: [schemaRule(measurementPayloadSchema.shape.mentorQuestions)],
};
const subTypeOptions = mdiSubTypes.map((value) => ({ value, label: mdiSubTypeLabels[value] }));

interface MdiFormModalProps {
  open: boolean;
  /** The MDI being edited; none to create one. */
  mdi?: Mdi;
  onClose: () => void;
}

/** Create or edit an impact measurement set (spec 002 §2.3, §5.3). */
export function MdiFormModal({ open, mdi, onClose }: MdiFormModalProps) {
  const [form] = Form.useForm<MdiFormValues>();
  const { message } = AntApp.useApp();
  const save = useSaveMdi();
  const questions = useBankQuestionOptions(open);
  const editing = mdi !== undefined;

  // The picker lists the first 100 bank questions; the ones this MDI already asks are added so they keep their text.
  const chosen = useMdiPreview(open ? mdi?.mdiId : undefined);
  const questionOptions = useMemo(() => {
    const byId = new Map<string, BankQuestion>();
    for (const m of chosen.data?.measurements ?? []) {
      for (const q of [...m.mentorQuestions, ...m.studentQuestions]) byId.set(q.questionId, q);
    }
    for (const q of questions.data?.docs ?? []) byId.set(q.questionId, q);
    return [...byId.values()].map((q) => ({
      value: q.questionId,
      label: `${q.question} (${bankQuestionTypeLabels[q.type]})`,
    }));
  }, [questions.data, chosen.data]);

  const onFinish = (values: MdiFormValues) => {
    save.mutate(
      { mdiId: mdi?.mdiId, payload: toMdiPayload(values) },
      {
        onSuccess: () => {
          message.success(editing ? mdiMessages.updated : mdiMessages.created);
          onClose();
        },
        onError: (error) => message.error(errorMessageOf(error)),
      },
    );
  };

  const questionSelect = (label: string) => (
    <Select
      mode="multiple"
      aria-label={label}
      placeholder="Seleccione preguntas del banco"
      options={questionOptions}
      loading={questions.isPending}
      optionFilterProp="label"
      notFoundContent={questions.isError ? 'No se pudo cargar el banco de preguntas' : 'No hay preguntas en el banco'}
    />
  );

  return (
    <Modal
      open={open}
      title={editing ? 'Editar medición de impacto' : 'Nueva medición de impacto'}
      width={760}
      okText="Guardar"
      cancelText="Cancelar"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={toMdiFormValues(mdi)}
        name="mdi-form"
        scrollToFirstError
      >
        <Form.Item name="name" label="Nombre" rules={rules.name}>
          <Input maxLength={200} />
        </Form.Item>
        {questions.isError && <Alert type="warning" showIcon title={errorMessageOf(questions.error)} />}
        <Form.List
          name="measurements"
          rules={[
            {
              validator: async (_rule, measurements: unknown[] | undefined) => {
                if (!measurements || measurements.length === 0) throw new Error(mdiMessages.measurementsRequired);
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <Card
                  key={field.key}
                  size="small"
                  title={`Medición ${index + 1}`}
                  style={{ marginBottom: 12 }}
                  extra={
                    <Popconfirm
                      title={mdiMessages.confirmDeleteMeasurement}
                      okText="Borrar"
                      okButtonProps={{ danger: true }}
                      cancelText="Cancelar"
                      onConfirm={() => remove(field.name)}
                    >
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`Borrar medición ${index + 1}`}
                      />
                    </Popconfirm>
                  }
                >
                  <Form.Item
                    name={[field.name, 'measurementName']}
                    label="Nombre de la medición"
                    rules={rules.measurementName}
                  >
                    <Input maxLength={200} />
                  </Form.Item>
                  <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'center' }}>
                    <Form.Item name={[field.name, 'subType']} label="Tipo" style={{ minWidth: 180, flex: 1 }}>
                      <Select options={subTypeOptions} aria-label={`Tipo de la medición ${index + 1}`} allowClear />
                    </Form.Item>
                    <Form.Item name={[field.name, 'autoSend']} valuePropName="checked" style={{ marginBottom: 0 }}>
                      <Checkbox>Envío automático</Checkbox>
                    </Form.Item>
                  </div>
                  <Form.Item
                    name={[field.name, 'mentorQuestions']}
                    label="Preguntas para mentoras"
                    rules={rules.questions}
                  >
                    {questionSelect(`Preguntas para mentoras de la medición ${index + 1}`)}
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'studentQuestions']}
                    label="Preguntas para mentees"
                    rules={rules.questions}
                  >
                    {questionSelect(`Preguntas para mentees de la medición ${index + 1}`)}
                  </Form.Item>
                </Card>
              ))}
              <Form.ErrorList errors={errors} />
              <Button
                type="dashed"
                block
                icon={<PlusOutlined />}
                disabled={fields.length >= MDI_MEASUREMENTS_MAX}
                onClick={() => add(newMeasurement(fields.length))}
              >
                Agregar medición
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
