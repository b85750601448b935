import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import {
  PAIR_TASK_MAX_VALUE_MAX,
  PAIR_TASK_NAME_MAX,
  pairTaskMessages as tm,
  pairTaskStatusLabel,
  type PairTask,
  type PairTaskType,
} from '@enlaza/contract';
import {
  App as AntApp,
  Alert,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Empty,
  Form,
  Input,
  InputNumber,
  Select,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { errorMessageOf } from '../../lib/api';
import { enterOnlyPicksTheDate } from '../../lib/forms/enterOnlyPicksTheDate';
import { useCreatePairTask, useDeletePairTask, usePairTasks, useUpdatePairTask } from './sessionGuidesApi';

const typeLabels: Record<PairTaskType, string> = { NUMBER: 'Contador', CHECKBOX: 'Checklist' };

interface NewTaskValues {
  name?: string;
  description?: string;
  dueDate?: Dayjs | null;
  type?: PairTaskType;
  maxValue?: number | null;
}

/**
 * The pair's tasks in the session guide (spec 002 §4.4, §5.7): counters with +/− and checklist items, added and
 * deleted by either person; the partner's changes arrive live.
 */
export function TasksPanel({
  pairId,
  sessionNumber,
  readOnly,
}: {
  pairId: string;
  sessionNumber: number;
  readOnly: boolean;
}) {
  const tasks = usePairTasks(pairId);
  const [adding, setAdding] = useState(false);

  let body;
  if (tasks.isPending) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (tasks.isError) body = <Alert type="error" showIcon title={errorMessageOf(tasks.error)} />;
  else if (tasks.data.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={sgNoTasks} />;
  else
    body = (
      <ul className="guide-tasks">
        {tasks.data.map((task) => (
          <TaskRow key={task.taskId} task={task} pairId={pairId} readOnly={readOnly} />
        ))}
      </ul>
    );

  return (
    <Card
      className="guide-page__panel"
      id="guide-tasks"
      title={
        <Typography.Title level={2} className="guide-page__panel-title">
          Tareas
        </Typography.Title>
      }
      extra={
        !readOnly &&
        !adding && (
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            Agregar tarea
          </Button>
        )
      }
    >
      {adding && <NewTaskForm pairId={pairId} sessionNumber={sessionNumber} onDone={() => setAdding(false)} />}
      {body}
    </Card>
  );
}

const sgNoTasks = 'Aún no hay tareas. Agreguen las que acuerden en la sesión.';

function TaskRow({ task, pairId, readOnly }: { task: PairTask; pairId: string; readOnly: boolean }) {
  const { message } = AntApp.useApp();
  const update = useUpdatePairTask(pairId);
  const remove = useDeletePairTask(pairId);
  const setValue = (value: number) =>
    update.mutateAsync({ taskId: task.taskId, value }).catch((error: unknown) => {
      void message.error(errorMessageOf(error));
    });
  const status = pairTaskStatusLabel(task);

  return (
    <li className="guide-tasks__row">
      <div className="guide-tasks__main">
        {task.type === 'CHECKBOX' ? (
          <Checkbox
            checked={task.value >= 1}
            disabled={readOnly || update.isPending}
            onChange={(event) => void setValue(event.target.checked ? 1 : 0)}
          >
            <span className="guide-tasks__name">{task.name}</span>
          </Checkbox>
        ) : (
          <span className="guide-tasks__name">{task.name}</span>
        )}
        {task.description && <Typography.Text type="secondary">{task.description}</Typography.Text>}
        <Typography.Text type="secondary" className="guide-tasks__due">
          Fecha límite: {formatDueDate(task.dueDate)}
          {task.sessionNumber ? ` · Sesión ${task.sessionNumber}` : ''}
        </Typography.Text>
      </div>
      <Space wrap className="guide-tasks__side">
        {task.type === 'NUMBER' && (
          <Space.Compact aria-label={`Avance de ${task.name}`} role="group">
            <Button
              icon={<MinusOutlined />}
              aria-label={`Restar uno a ${task.name}`}
              disabled={readOnly || update.isPending || task.value <= 0}
              onClick={() => void setValue(task.value - 1)}
            />
            <span className="guide-tasks__counter" aria-live="polite">
              {task.value} / {task.maxValue}
            </span>
            <Button
              icon={<PlusOutlined />}
              aria-label={`Sumar uno a ${task.name}`}
              disabled={readOnly || update.isPending || task.value >= task.maxValue}
              onClick={() => void setValue(task.value + 1)}
            />
          </Space.Compact>
        )}
        <Tag color={task.completed ? 'green' : 'gold'}>{status}</Tag>
        {!readOnly && (
          <ConfirmDeleteButton
            title="Eliminar tarea"
            itemName={task.name}
            onConfirm={() =>
              remove
                .mutateAsync(task.taskId)
                .then(() => void message.success('Tarea eliminada'))
                .catch((error: unknown) => void message.error(errorMessageOf(error)))
            }
          />
        )}
      </Space>
    </li>
  );
}

function formatDueDate(day: string) {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

function NewTaskForm({ pairId, sessionNumber, onDone }: { pairId: string; sessionNumber: number; onDone: () => void }) {
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<NewTaskValues>();
  const create = useCreatePairTask(pairId);
  const type = Form.useWatch('type', form);

  const save = async (values: NewTaskValues) => {
    try {
      await create.mutateAsync({
        name: values.name ?? '',
        description: values.description ?? '',
        dueDate: values.dueDate?.format('YYYY-MM-DD') ?? '',
        type: values.type!,
        ...(values.type === 'NUMBER' ? { maxValue: values.maxValue ?? undefined } : {}),
        sessionNumber,
      });
    } catch (error) {
      void message.error(errorMessageOf(error));
      return;
    }
    void message.success('Tarea agregada');
    form.resetFields();
    onDone();
  };

  return (
    <Form
      form={form}
      layout="vertical"
      className="guide-tasks__form"
      aria-label="Nueva tarea"
      onFinish={(values) => void save(values)}
      requiredMark
    >
      <Form.Item
        name="name"
        label="Nombre"
        rules={[
          { required: true, whitespace: true, message: tm.nameRequired },
          { max: PAIR_TASK_NAME_MAX, message: tm.nameTooLong },
        ]}
      >
        <Input maxLength={PAIR_TASK_NAME_MAX} />
      </Form.Item>
      <Form.Item name="description" label="Descripción">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={2000} />
      </Form.Item>
      <div className="guide-tasks__form-row">
        <Form.Item name="dueDate" label="Fecha límite" rules={[{ required: true, message: tm.dueDateRequired }]}>
          <DatePicker format="DD/MM/YYYY" placeholder="DD/MM/AAAA" onKeyDown={enterOnlyPicksTheDate} />
        </Form.Item>
        <Form.Item name="type" label="Tipo" rules={[{ required: true, message: tm.typeRequired }]}>
          <Select
            style={{ minWidth: 160 }}
            placeholder="Selecciona"
            options={(['NUMBER', 'CHECKBOX'] as const).map((value) => ({ value, label: typeLabels[value] }))}
          />
        </Form.Item>
        {type === 'NUMBER' && (
          <Form.Item
            name="maxValue"
            label="Cantidad"
            rules={[
              { required: true, message: tm.maxValueRequired },
              { type: 'integer', min: 1, message: tm.maxValueRequired },
              { type: 'integer', max: PAIR_TASK_MAX_VALUE_MAX, message: tm.maxValueTooLarge },
            ]}
          >
            <InputNumber min={1} max={PAIR_TASK_MAX_VALUE_MAX} precision={0} />
          </Form.Item>
        )}
      </div>
      <Space>
        <Button onClick={onDone}>Cancelar</Button>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          Guardar tarea
        </Button>
      </Space>
    </Form>
  );
}
