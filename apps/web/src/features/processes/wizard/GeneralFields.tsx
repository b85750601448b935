import { Col, DatePicker, Form, Row, Select, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { enterOnlyPicksTheDate } from '../../../lib/forms/enterOnlyPicksTheDate';
import { useAdminOptions, useClientOptions } from './wizardApi';
import { DISPLAY_DATE_FORMAT } from './wizardForm';

/** The fields both process forms (mentoring and attraction) ask the same way, on the form's own field names. */

/** 'Cliente': the clients to choose from, searched by name. */
export function ClientField({ requiredMessage }: { requiredMessage: string }) {
  const clients = useClientOptions();
  return (
    <Form.Item name="clientId" label="Cliente" rules={[{ required: true, message: requiredMessage }]}>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="Seleccione un cliente"
        loading={clients.isPending}
        options={(clients.data?.docs ?? []).map((c) => ({ value: c.clientId, label: c.name }))}
        notFoundContent={clients.isError ? 'Error al cargar los clientes' : 'No se encontraron clientes'}
      />
    </Form.Item>
  );
}

/** 'Coordinadora': the platform's admins, by name (their email when they have none). */
export function OwnerField({ requiredMessage }: { requiredMessage: string }) {
  const admins = useAdminOptions();
  return (
    <Form.Item name="ownerId" label="Coordinadora" rules={[{ required: true, message: requiredMessage }]}>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="Seleccione una coordinadora"
        loading={admins.isPending}
        options={(admins.data?.docs ?? []).map((a) => ({
          value: a.userId,
          label: `${a.name} ${a.lastName}`.trim() || a.email,
        }))}
      />
    </Form.Item>
  );
}

interface DateMessages {
  startDate: string;
  endDate: string;
  endBeforeStart: string;
}

interface ProcessDatesFieldsProps {
  /** A form whose values hold `estimatedStartDate` and `estimatedEndDate` (the two forms' values differ otherwise). */
  form: FormInstance;
  messages: DateMessages;
  /** The end a new start proposes (the process's usual length). */
  endDateFor: (start: Dayjs | null) => Dayjs | null;
  /**
   * Both dates required at every moment: no clear icon (too small a target; a new date replaces the old one), and no
   * end before a start is chosen.
   */
  startFirst?: boolean;
}

/** 'Fecha de inicio' and 'Fecha de término': a new start proposes its end; the end is never before the start. */
export function ProcessDatesFields({ form, messages, endDateFor, startFirst = false }: ProcessDatesFieldsProps) {
  const startDate = Form.useWatch('estimatedStartDate', form) as Dayjs | null | undefined;
  const clearable = startFirst ? { allowClear: false } : {};
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item
          name="estimatedStartDate"
          label="Fecha de inicio"
          rules={[{ required: true, message: messages.startDate }]}
        >
          <DatePicker
            format={DISPLAY_DATE_FORMAT}
            style={{ width: '100%' }}
            onKeyDown={enterOnlyPicksTheDate}
            {...clearable}
            onChange={(start: Dayjs | null) => {
              form.setFieldValue('estimatedEndDate', endDateFor(start));
              if (start) void form.validateFields(['estimatedEndDate']);
            }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="estimatedEndDate"
          label="Fecha de término"
          dependencies={['estimatedStartDate']}
          rules={[
            { required: true, message: messages.endDate },
            ({ getFieldValue }) => ({
              validator: async (_rule, end: Dayjs | null) => {
                const start = getFieldValue('estimatedStartDate') as Dayjs | null;
                if (start && end && end.isBefore(start, 'day')) throw new Error(messages.endBeforeStart);
              },
            }),
          ]}
        >
          <DatePicker
            format={DISPLAY_DATE_FORMAT}
            style={{ width: '100%' }}
            onKeyDown={enterOnlyPicksTheDate}
            {...clearable}
            // Spec 001 §5: no end before the start.
            disabled={startFirst && !startDate}
            disabledDate={(day) => !!startDate && day.isBefore(startDate, 'day')}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
