import {
  OPEN_INVITATION_NAME_MAX,
  openInvitationMessages as m,
  questionaryRoleLabels,
  questionaryRoles,
  workshopMethodologies,
  workshopMethodologyLabels,
  workshopTypeLabels,
  workshopTypes,
  type OpenInvitationPayload,
  type OpenInvitationResponse,
  type QuestionaryRole,
  type WorkshopMethodology,
  type WorkshopType,
} from '@enlaza/contract';
import { Alert, App as AntApp, Form, Input, Modal, Radio, Select, type FormRule } from 'antd';
import { useState } from 'react';
import { errorMessageOf } from '../../lib/api';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useClientLookup } from '../convocatories/convocatoriesApi';
import { useCoachLookup, useProcessLookup, useSaveOpenInvitation, useWorkshops } from './openInvitationsApi';

/** Spec 002 §9: the client search waits 300 ms after the last keystroke; coaches and processes 400 ms. */
const CLIENT_SEARCH_DEBOUNCE_MS = 300;
const SEARCH_DEBOUNCE_MS = 400;

interface FormValues {
  entitySubType: string;
  userRole?: QuestionaryRole;
  workshopId?: string;
  workshopType?: WorkshopType;
  methodology?: WorkshopMethodology;
  clientId?: string;
  coachId?: string;
  processId?: string;
}

interface Option {
  value: string;
  label: string;
}

const required = (message: string): FormRule[] => [{ required: true, message }];
const rules = {
  entitySubType: [{ required: true, whitespace: true, message: m.surveyNameRequired }] satisfies FormRule[],
  userRole: required(m.roleRequired),
  workshopId: required(m.workshopRequired),
  workshopType: required(m.workshopTypeRequired),
  methodology: required(m.methodologyRequired),
  clientId: required(m.clientRequired),
  coachId: required(m.coachRequired),
  processId: required(m.processRequired),
};

/** The option just chosen stays listed (with its name) when a later search no longer finds it. */
function withChosen(found: Option[], chosen: Option | null): Option[] {
  return chosen && !found.some((o) => o.value === chosen.value) ? [chosen, ...found] : found;
}
const single = (option?: Option | Option[]) => (option && !Array.isArray(option) ? option : null);

interface OpenInvitationFormModalProps {
  questionaryId: string;
  /** Who the questionary is meant for: the respondents' role when creating. */
  defaultRole?: QuestionaryRole;
  /** The invitation being edited; none to create one. */
  editing?: OpenInvitationResponse;
  onClose: () => void;
  onSaved: (invitationId: string) => void;
}

/**
 * 'Crear invitación abierta' (spec 002 §5.5): the survey's name, who answers and the workshop it measures; with the
 * workshop, its type, methodology, client and coach; the process only for a workshop of a process.
 */
export function OpenInvitationFormModal({
  questionaryId,
  defaultRole,
  editing,
  onClose,
  onSaved,
}: OpenInvitationFormModalProps) {
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<FormValues>();
  const workshopId = Form.useWatch('workshopId', form);
  const workshopType = Form.useWatch('workshopType', form);
  const clientId = Form.useWatch('clientId', form);
  const save = useSaveOpenInvitation();
  const [submitError, setSubmitError] = useState<string | null>(null);

  const metadata = editing?.eventMetadata;
  const [chosenClient, setChosenClient] = useState<Option | null>(
    metadata?.client ? { value: metadata.client.id, label: metadata.client.name } : null,
  );
  const [chosenCoach, setChosenCoach] = useState<Option | null>(
    metadata?.coach ? { value: metadata.coach.id, label: `${metadata.coach.name} ${metadata.coach.lastName}` } : null,
  );
  const [chosenProcess, setChosenProcess] = useState<Option | null>(
    metadata?.process ? { value: metadata.process.id, label: metadata.process.name } : null,
  );
  const [clientSearch, setClientSearch] = useState('');
  const [coachSearch, setCoachSearch] = useState('');
  const [processSearch, setProcessSearch] = useState('');

  const workshops = useWorkshops();
  const clients = useClientLookup(useDebouncedValue(clientSearch.trim(), CLIENT_SEARCH_DEBOUNCE_MS));
  const coaches = useCoachLookup(useDebouncedValue(coachSearch.trim(), SEARCH_DEBOUNCE_MS));
  const processes = useProcessLookup(clientId, useDebouncedValue(processSearch.trim(), SEARCH_DEBOUNCE_MS));

  const clientOptions = withChosen(
    (clients.data?.docs ?? []).map((c) => ({ value: c.clientId, label: c.name })),
    chosenClient,
  );
  const coachOptions = withChosen(
    (coaches.data?.docs ?? []).map((c) => ({ value: c.id, label: `${c.name} ${c.lastName}` })),
    chosenCoach,
  );
  const processOptions = withChosen(
    (processes.data?.docs ?? []).map((p) => ({ value: p.processId, label: p.name })),
    chosenProcess,
  );

  const initialValues: FormValues = editing
    ? {
        entitySubType: editing.invitation.entitySubType,
        userRole: editing.invitation.userRole,
        workshopId: editing.invitation.workshopId ?? undefined,
        workshopType: editing.invitation.workshopType ?? undefined,
        methodology: editing.invitation.methodology ?? undefined,
        clientId: editing.invitation.clientId ?? undefined,
        coachId: editing.invitation.coachId ?? undefined,
        processId: editing.invitation.processId ?? undefined,
      }
    : { entitySubType: '', userRole: defaultRole };

  const onFinish = async (values: FormValues) => {
    setSubmitError(null);
    const payload: OpenInvitationPayload = {
      questionaryId,
      eventType: 'WORKSHOP',
      entitySubType: values.entitySubType.trim(),
      userRole: values.userRole,
      workshopId: values.workshopId,
      workshopType: values.workshopType,
      methodology: values.methodology,
      clientId: values.clientId,
      coachId: values.coachId,
      processId: values.workshopType === 'PROCESS' ? values.processId : null,
    };
    try {
      const saved = await save.mutateAsync({ id: editing?.invitation.invitationId, payload });
      message.success(editing ? m.updated : m.created);
      onSaved(saved.invitation.invitationId);
    } catch (error) {
      setSubmitError(errorMessageOf(error));
    }
  };

  return (
    <Modal
      open
      title={editing ? 'Editar invitación abierta' : 'Crear invitación abierta'}
      okText={editing ? 'Guardar' : 'Crear'}
      cancelText="Cancelar"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={640}
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void onFinish(values)}
        scrollToFirstError
      >
        <Form.Item
          name="entitySubType"
          label="Nombre de la encuesta"
          rules={rules.entitySubType}
          extra="Quien responda verá este nombre al terminar."
        >
          <Input maxLength={OPEN_INVITATION_NAME_MAX} placeholder="Ej.: Taller de liderazgo — marzo" />
        </Form.Item>
        <Form.Item name="userRole" label="Rol de quienes responden" rules={rules.userRole}>
          <Select
            placeholder="Elija el rol"
            options={questionaryRoles.map((role) => ({ value: role, label: questionaryRoleLabels[role] }))}
          />
        </Form.Item>
        <Form.Item name="workshopId" label="Taller" rules={rules.workshopId}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Elija un taller"
            loading={workshops.isPending}
            options={(workshops.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
            notFoundContent={workshops.isPending ? 'Cargando...' : 'No hay talleres'}
          />
        </Form.Item>
        {workshopId && (
          <>
            <Form.Item name="workshopType" label="Tipo de taller" rules={rules.workshopType}>
              <Radio.Group
                options={workshopTypes.map((value) => ({ value, label: workshopTypeLabels[value] }))}
                onChange={() => form.setFieldValue('processId', undefined)}
              />
            </Form.Item>
            <Form.Item name="methodology" label="Metodología" rules={rules.methodology}>
              <Radio.Group
                options={workshopMethodologies.map((value) => ({ value, label: workshopMethodologyLabels[value] }))}
              />
            </Form.Item>
            <Form.Item name="clientId" label="Cliente" rules={rules.clientId}>
              <Select
                showSearch={{ filterOption: false, onSearch: setClientSearch }}
                placeholder="Buscar cliente"
                options={clientOptions}
                loading={clients.isFetching}
                notFoundContent={clients.isFetching ? 'Buscando...' : 'No se encontraron clientes'}
                onChange={(_value: string, option?: Option | Option[]) => {
                  setChosenClient(single(option));
                  // A process belongs to one client: choosing another client asks for its process again.
                  setChosenProcess(null);
                  form.setFieldValue('processId', undefined);
                }}
              />
            </Form.Item>
            <Form.Item name="coachId" label="Coach" rules={rules.coachId}>
              <Select
                showSearch={{ filterOption: false, onSearch: setCoachSearch }}
                placeholder="Buscar coach"
                options={coachOptions}
                loading={coaches.isFetching}
                notFoundContent={coaches.isFetching ? 'Buscando...' : 'No se encontraron coaches'}
                onChange={(_value: string, option?: Option | Option[]) => setChosenCoach(single(option))}
              />
            </Form.Item>
            {workshopType === 'PROCESS' && (
              <Form.Item
                name="processId"
                label="Proceso"
                rules={rules.processId}
                extra={clientId ? 'Procesos en curso del cliente' : 'Elija primero el cliente'}
              >
                <Select
                  showSearch={{ filterOption: false, onSearch: setProcessSearch }}
                  placeholder="Buscar proceso"
                  disabled={!clientId}
                  options={processOptions}
                  loading={processes.isFetching}
                  notFoundContent={processes.isFetching ? 'Buscando...' : 'No se encontraron procesos en curso'}
                  onChange={(_value: string, option?: Option | Option[]) => setChosenProcess(single(option))}
                />
              </Form.Item>
            )}
          </>
        )}
        {submitError && <Alert type="error" showIcon title={submitError} />}
      </Form>
    </Modal>
  );
}
