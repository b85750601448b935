import {
  affinityPreferenceLabels,
  campusRoleLabels,
  eventRolesLabel,
  processCompletenessLabels,
  type ProcessCompletenessField,
  type ProcessDetail,
  formatTimestamp,
} from '@enlaza/contract';
import { Alert, Button, Descriptions, Flex, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatProcessDate, formatServices, processPath } from '../processFormat';
import { useProcessEvents } from '../../events/eventsApi';
import { useAssignableConvocatories, useCampusOptions } from './wizardApi';

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');
const emprendeLabels = { MAIN: 'Proceso principal', SPECIALTY: 'Especialidad' } as const;

function Block({
  title,
  step,
  processId,
  children,
}: {
  title: string;
  step: number;
  processId: string;
  children: ReactNode;
}) {
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      style={{ marginBottom: 16 }}
      title={title}
      extra={
        <Link
          to={`/admin/processes/edit/${encodeURIComponent(processId)}?step=${step}`}
          aria-label={`Editar ${title.toLowerCase()}`}
        >
          Editar
        </Link>
      }
    >
      {children}
    </Descriptions>
  );
}

/** Step 7 'Resumen': the process's data, block by block, each with 'Editar' back to its step. */
export function SummaryStep({ process, onBack }: { process: ProcessDetail; onBack: () => void }) {
  const navigate = useNavigate();
  const campuses = useCampusOptions();
  const convocatories = useAssignableConvocatories(process.client.clientId);
  const events = useProcessEvents(process.processId);
  const id = process.processId;
  const chosenCampuses = (campuses.data?.docs ?? []).filter((c) => process.campusIds.includes(c.campusId));
  const convocatory = convocatories.data?.find((c) => c.convocatoryId === process.convocatoryId);
  const n = process.networking;
  const missing = process.completeness.missing as ProcessCompletenessField[];

  return (
    <section aria-labelledby="wizard-summary-title">
      <Typography.Title level={2} id="wizard-summary-title" style={{ fontSize: 18 }}>
        Resumen
      </Typography.Title>
      {!process.completeness.complete && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`Falta completar: ${missing.map((f) => processCompletenessLabels[f] ?? f).join(', ')}`}
        />
      )}
      <Block title="Datos generales" step={1} processId={id}>
        <Descriptions.Item label="Nombre">{process.name}</Descriptions.Item>
        <Descriptions.Item label="Cliente">{process.client.name}</Descriptions.Item>
        <Descriptions.Item label="Servicios">{formatServices(process.serviceType)}</Descriptions.Item>
        {process.serviceType.includes('MENTORING') && (
          <Descriptions.Item label="Pauta">
            {process.mentorship?.name ?? process.dynamicMentorship?.name ?? '—'}
          </Descriptions.Item>
        )}
        {process.serviceType.includes('MENTORING') && (
          <Descriptions.Item label="Feedback de sesiones">
            {process.sessionsFeedbackBundle?.name ?? '—'}
          </Descriptions.Item>
        )}
        <Descriptions.Item label="MDI">{process.mdi?.name ?? 'Proceso sin MDI'}</Descriptions.Item>
        <Descriptions.Item label="Fecha de inicio">{formatProcessDate(process.estimatedStartDate)}</Descriptions.Item>
        <Descriptions.Item label="Fecha de término">{formatProcessDate(process.estimatedEndDate)}</Descriptions.Item>
        <Descriptions.Item label="Coordinadora">
          {process.owner ? `${process.owner.name} ${process.owner.lastName}`.trim() : '—'}
        </Descriptions.Item>
        <Descriptions.Item label="Proceso sin agrupar">{yesNo(process.ungrouped)}</Descriptions.Item>
        <Descriptions.Item label="Proceso MentorUp">{yesNo(process.isMentorup)}</Descriptions.Item>
        {process.emprendeType && (
          <Descriptions.Item label="Emprende">
            {emprendeLabels[process.emprendeType]}
            {process.specialtyName ? `: ${process.specialtyName}` : ''}
          </Descriptions.Item>
        )}
      </Block>
      <Block title="Campus" step={2} processId={id}>
        <Descriptions.Item label="Campus">
          {chosenCampuses.length === 0
            ? '—'
            : chosenCampuses.map((c) => `${c.title} (${campusRoleLabels[c.role]})`).join('; ')}
        </Descriptions.Item>
      </Block>
      <Block title="Convocatoria" step={3} processId={id}>
        <Descriptions.Item label="Convocatoria">
          {convocatory?.name ?? (process.convocatoryId ? 'Asignada' : 'Sin convocatoria')}
        </Descriptions.Item>
      </Block>
      <Block title="Participantes" step={4} processId={id}>
        <Descriptions.Item label="Mentoras">{process.mentorsCount}</Descriptions.Item>
        <Descriptions.Item label="Mentees">{process.studentsCount}</Descriptions.Item>
      </Block>
      {process.serviceType.includes('NETWORKING') && (
        <Block title="Networking" step={5} processId={id}>
          {n ? (
            <>
              <Descriptions.Item label="Área en la empresa">
                {affinityPreferenceLabels[n.businessAreaConfiguration]}
              </Descriptions.Item>
              <Descriptions.Item label="Nivel en la empresa">
                {affinityPreferenceLabels[n.businessPositionConfiguration]}
              </Descriptions.Item>
              <Descriptions.Item label="Intereses">
                {affinityPreferenceLabels[n.interestTypeConfiguration]}
              </Descriptions.Item>
              <Descriptions.Item label="Región">{affinityPreferenceLabels[n.regionConfiguration]}</Descriptions.Item>
              <Descriptions.Item label="Número de matchs por mentee">{n.numberOfMatch}</Descriptions.Item>
            </>
          ) : (
            <Descriptions.Item label="Configuración">Sin configurar</Descriptions.Item>
          )}
        </Block>
      )}
      <Block title="Eventos" step={6} processId={id}>
        <Descriptions.Item label="Eventos">
          {events.isError ? (
            'Error al cargar eventos'
          ) : (events.data ?? []).length === 0 ? (
            'Sin eventos'
          ) : (
            <Space orientation="vertical" size={2}>
              {(events.data ?? []).map((e) => (
                <span key={e.eventId}>
                  {e.name} · {e.eventDate ? formatTimestamp(e.eventDate) : 'Sin fecha'} ·{' '}
                  {eventRolesLabel(e.roles, false)}
                </span>
              ))}
            </Space>
          )}
        </Descriptions.Item>
      </Block>
      <Flex gap={8} wrap justify="flex-end" style={{ marginTop: 24 }}>
        <Button onClick={onBack}>Atrás</Button>
        <Button type="primary" onClick={() => navigate(processPath(process))}>
          Ir al proceso
        </Button>
      </Flex>
    </section>
  );
}
