import {
  eventRolesLabel,
  processCompletenessLabels,
  type ProcessCompletenessField,
  type ProcessDetail,
  formatTimestamp,
} from '@enlaza/contract';
import { Alert, Button, Descriptions, Flex, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { attractionEditPath, formatProcessDate, processPath } from '../processFormat';
import { useProcessEvents } from '../../events/eventsApi';
import { useCampusOptions } from '../wizard/wizardApi';

/** The attraction summary's own words for what is missing (tutors and students, not mentors and mentees). */
const missingLabels: Partial<Record<ProcessCompletenessField, string>> = {
  students: 'estudiantes',
  mentors: 'tutores',
};

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
        <Link to={attractionEditPath(processId, step)} aria-label={`Editar ${title.toLowerCase()}`}>
          Editar
        </Link>
      }
    >
      {children}
    </Descriptions>
  );
}

/** Step 5 'Resumen' of the attraction wizard: each block links to the step that edits it. */
export function AttractionSummaryStep({ process, onBack }: { process: ProcessDetail; onBack: () => void }) {
  const navigate = useNavigate();
  const campuses = useCampusOptions();
  const events = useProcessEvents(process.processId);
  const id = process.processId;
  const campus = (campuses.data?.docs ?? []).find((c) => process.campusIds.includes(c.campusId));
  const missing = process.completeness.missing as ProcessCompletenessField[];
  return (
    <section aria-labelledby="attraction-summary-title">
      <Typography.Title level={2} id="attraction-summary-title" style={{ fontSize: 18 }}>
        Resumen
      </Typography.Title>
      {!process.completeness.complete && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`Falta completar: ${missing.map((f) => missingLabels[f] ?? processCompletenessLabels[f] ?? f).join(', ')}`}
        />
      )}
      <Block title="Datos generales" step={1} processId={id}>
        <Descriptions.Item label="Nombre">{process.name}</Descriptions.Item>
        <Descriptions.Item label="Cliente">{process.client.name}</Descriptions.Item>
        <Descriptions.Item label="Desafío">{process.attraction?.challengeTitle ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Fecha de inicio">{formatProcessDate(process.estimatedStartDate)}</Descriptions.Item>
        <Descriptions.Item label="Fecha de término">{formatProcessDate(process.estimatedEndDate)}</Descriptions.Item>
        <Descriptions.Item label="Coordinadora">
          {process.owner ? `${process.owner.name} ${process.owner.lastName}`.trim() : '—'}
        </Descriptions.Item>
        <Descriptions.Item label="Campus">
          {campus?.title ?? (process.campusIds.length ? 'Asignado' : 'Sin campus')}
        </Descriptions.Item>
      </Block>
      <Block title="Estudiantes" step={2} processId={id}>
        <Descriptions.Item label="Estudiantes">{process.studentsCount}</Descriptions.Item>
      </Block>
      <Block title="Tutores" step={3} processId={id}>
        <Descriptions.Item label="Tutores">{process.mentorsCount}</Descriptions.Item>
      </Block>
      <Block title="Eventos" step={4} processId={id}>
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
