import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  bankQuestionPayloadSchema,
  bankQuestionTypeLabels,
  bankQuestionTypes,
  questionBankMessages,
  RATE_SCALE_DEFAULT,
  RATE_SCALE_MAX,
  RATE_SCALE_MIN,
  type BankQuestionPayload,
  type BankQuestionType,
} from '@enlaza/contract';
import { App as AntApp, Button, Checkbox, Form, Input, InputNumber, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorMessageOf } from '../../lib/api';
import { useCreateBankQuestion } from './questionnairesApi';

interface BankQuestionFormValues {
  type?: BankQuestionType;
  question?: string;
  alternatives?: string[];
  other?: boolean;
  alternativesMultiple?: string[];
  rateLeft?: string;
  rateRight?: string;
  scale?: number;
}

/** The form's values as the POST /api/questions body. */
export function toBankQuestionPayload(values: BankQuestionFormValues): BankQuestionPayload {
  return {
    type: values.type as BankQuestionType,
    question: values.question ?? '',
    alternatives: (values.alternatives ?? []).map((a) => a ?? ''),
    other: values.other ?? false,
    alternativesMultiple: (values.alternativesMultiple ?? []).map((a) => a ?? ''),
    rate: { left: values.rateLeft ?? '', right: values.rateRight ?? '' },
    scale: values.scale ?? RATE_SCALE_DEFAULT,
  };
}

const initialValues: BankQuestionFormValues = { other: false, scale: RATE_SCALE_DEFAULT, alternatives: ['', ''] };

function TextList({ name, label, addLabel }: { name: string; label: string; addLabel: string }) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8, marginBottom: 8 }}>
          <Typography.Text>{label}</Typography.Text>
          {fields.map((field, index) => (
            <Space.Compact key={field.key} style={{ width: '100%' }}>
              <Form.Item name={field.name} noStyle>
                <Input aria-label={`${label} ${index + 1}`} placeholder={`${label} ${index + 1}`} />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={`Quitar ${label.toLowerCase()} ${index + 1}`}
                onClick={() => remove(field.name)}
              />
            </Space.Compact>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')}>
            {addLabel}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

/** Spec 002 §2.4, §5.4: the create-question modal; it resets and closes after a successful submit. */
export function BankQuestionModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<BankQuestionFormValues>();
  const { message } = AntApp.useApp();
  const create = useCreateBankQuestion();
  const type = Form.useWatch('type', form);
  const [listError, setListError] = useState<string | null>(null);

  const onFinish = (values: BankQuestionFormValues) => {
    const payload = toBankQuestionPayload(values);
    const parsed = bankQuestionPayloadSchema.safeParse(payload);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      if (issue.path[0] === 'question') form.setFields([{ name: 'question', errors: [issue.message] }]);
      else setListError(issue.message);
      return;
    }
    setListError(null);
    create.mutate(payload, {
      onSuccess: () => {
        message.success(questionBankMessages.created);
        form.resetFields();
        onClose();
      },
      onError: (error) => message.error(errorMessageOf(error)),
    });
  };

  const close = () => {
    form.resetFields();
    setListError(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      title="Crear pregunta"
      okText="Crear"
      cancelText="Cancelar"
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={create.isPending}
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={onFinish}
        onValuesChange={() => setListError(null)}
      >
        <Form.Item name="type" label="Tipo" rules={[{ required: true, message: questionBankMessages.typeRequired }]}>
          <Select<BankQuestionType>
            placeholder="Seleccione tipo"
            options={bankQuestionTypes.map((value) => ({ value, label: bankQuestionTypeLabels[value] }))}
          />
        </Form.Item>
        <Form.Item
          name="question"
          label="Pregunta"
          rules={[{ required: true, whitespace: true, message: questionBankMessages.questionRequired }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} />
        </Form.Item>
        {type === 'ALTERNATIVE' && (
          <>
            <TextList name="alternatives" label="Alternativa" addLabel="Agregar alternativa" />
            <Form.Item name="other" valuePropName="checked">
              <Checkbox>Incluir la alternativa «Otro»</Checkbox>
            </Form.Item>
          </>
        )}
        {type === 'ALTERNATIVE_MULTIPLE' && (
          <>
            <TextList name="alternativesMultiple" label="Fila" addLabel="Agregar fila" />
            <TextList name="alternatives" label="Columna" addLabel="Agregar columna" />
          </>
        )}
        {type === 'RATE' && (
          <>
            <Space wrap style={{ width: '100%' }}>
              <Form.Item name="rateLeft" label="Término izquierdo">
                <Input placeholder="Ej.: Nada de acuerdo" />
              </Form.Item>
              <Form.Item name="rateRight" label="Término derecho">
                <Input placeholder="Ej.: Muy de acuerdo" />
              </Form.Item>
            </Space>
            <Form.Item name="scale" label={`Escala (${RATE_SCALE_MIN} a ${RATE_SCALE_MAX})`}>
              <InputNumber min={RATE_SCALE_MIN} max={RATE_SCALE_MAX} precision={0} />
            </Form.Item>
          </>
        )}
        {listError && (
          <div role="alert" style={{ color: '#cf1322' }}>
            {listError}
          </div>
        )}
      </Form>
    </Modal>
  );
}
