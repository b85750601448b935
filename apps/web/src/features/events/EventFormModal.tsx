import {
  EVENT_MINUTE_STEP,
  eventMessages,
  participantRoles,
  updateEventRequestSchema,
  type ParticipantRole,
  type ProcessDetail,
  type ProcessEvent,
} from '@enlaza/contract';
import { App as AntApp, Checkbox, DatePicker, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { schemaRule } from '../../lib/forms/schemaRule';
import { EVENT_DATE_FORMAT, fromPickerValue, roleLabelOf, toPickerValue } from './eventFormat';
import { useSaveEvent } from './eventsApi';
import { enterOnlyPicksTheDate } from '../../lib/forms/enterOnlyPicksTheDate';

/** Spec 001 §9: modal width. */
const MODAL_WIDTH = 650;

interface EventFormValues {
  name: string;
  eventDate: Dayjs | null;
  roles: ParticipantRole[];
}

interface EventFormModalProps {
  process: ProcessDetail;
  /** The event being edited; none to create one. */
  event?: ProcessEvent;
  onClose: () => void;
}

/** Create or edit an event (spec 001 §5 "Events"): name, date and time in 15-minute steps, optional roles. */
export function EventFormModal({ process, event, onClose }: EventFormModalProps) {
  const [form] = Form.useForm<EventFormValues>();
  const { message } = AntApp.useApp();
  const save = useSaveEvent(process.processId);
  const editing = event !== undefined;

  const onFinish = (values: EventFormValues) => {
    save.mutate(
      {
        eventId: event?.eventId,
        body: { name: values.name.trim(), roles: values.roles ?? [], eventDate: fromPickerValue(values.eventDate!) },
      },
      {
        onSuccess: () => {
          message.success(editing ? eventMessages.updated : eventMessages.created);
          onClose();
        },
        onError: () => message.error(editing ? eventMessages.updateFailed : eventMessages.createFailed),
      },
    );
  };

  return (
    <Modal
      open
      title={editing ? 'Editar evento' : 'Nuevo evento'}
      width={MODAL_WIDTH}
      okText="Guardar"
      cancelText="Cancelar"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form<EventFormValues>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{
          name: event?.name ?? '',
          eventDate: toPickerValue(event?.eventDate ?? null),
          roles: event?.roles ?? [],
        }}
      >
        <Form.Item
          name="name"
          label="Nombre del evento"
          required
          rules={[schemaRule(updateEventRequestSchema.shape.name)]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="eventDate"
          label="Fecha y hora"
          required
          rules={[{ required: true, message: eventMessages.date }]}
          extra="Hora de Chile (America/Santiago), en intervalos de 15 minutos"
        >
          <DatePicker
            onKeyDown={enterOnlyPicksTheDate}
            showTime={{ format: 'HH:mm', minuteStep: EVENT_MINUTE_STEP }}
            format={EVENT_DATE_FORMAT}
            placeholder="DD/MM/AAAA HH:mm"
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="roles" label="Dirigido a" extra="Sin selección, el evento es para todos los participantes">
          <Checkbox.Group
            options={[...participantRoles]
              .reverse()
              .map((role) => ({ value: role, label: roleLabelOf(role, process) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
