import { PlusOutlined } from '@ant-design/icons';
import type { ProcessDetail } from '@enlaza/contract';
import { Card, Flex, Space, Statistic, Tabs } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { AttractionGroupsTab, useAttractionGroups } from '../../attraction/groups';
import { EventsManager } from '../../events/EventsManager';
import { ParticipantsTab } from '../draft/ParticipantsTab';
import { ProcessCompletenessAlert } from '../draft/ProcessSummaryTab';
import { StartConditionsPanel } from '../kickoff/StartConditionsPanel';
import { attractionStartConditions } from '../kickoff/startConditions';
import { MeasurementsPanel } from '../measurements/MeasurementsPanel';
import { attractionEditPath, formatProcessDate } from '../processFormat';
import { useProcessMeasurements } from '../processesApi';
import { ProcessResources } from '../resources/ProcessResources';
import { LoadingSpin } from '../../../components/LoadingSpin';

/** The general data of an attraction process (the draft's Resumen and the detail's General). */
export function AttractionGeneralData({ process }: { process: ProcessDetail }) {
  const owner = process.owner ? `${process.owner.name} ${process.owner.lastName}`.trim() : '—';
  return (
    <Card size="small" title="Datos generales">
      <dl
        style={{ display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) 1fr', gap: '6px 16px', margin: 0 }}
      >
        <dt>Cliente</dt>
        <dd style={{ margin: 0 }}>{process.client.name}</dd>
        <dt>Desafío</dt>
        <dd style={{ margin: 0 }}>{process.attraction?.challengeTitle ?? '—'}</dd>
        <dt>Coordinadora</dt>
        <dd style={{ margin: 0 }}>{owner}</dd>
        <dt>Fecha de inicio</dt>
        <dd style={{ margin: 0 }}>{formatProcessDate(process.estimatedStartDate)}</dd>
        <dt>Fecha de término</dt>
        <dd style={{ margin: 0 }}>{formatProcessDate(process.estimatedEndDate)}</dd>
        <dt>MDI</dt>
        <dd style={{ margin: 0 }}>{process.mdi?.name ?? 'Proceso sin MDI'}</dd>
      </dl>
    </Card>
  );
}

function AddLink({ process, step, label }: { process: ProcessDetail; step: number; label: string }) {
  return (
    <Link to={attractionEditPath(process.processId, step)}>
      <PlusOutlined /> {label}
    </Link>
  );
}

type DraftTab = 'mentors' | 'students' | 'summary';

/**
 * The draft page of an attraction process (spec 001 §2): Tutores, Estudiantes and Resumen, opening on Resumen. The
 * add links go back to the wizard's students (step 2) and tutors (step 3).
 */
export function AttractionDraftBody({ process }: { process: ProcessDetail }) {
  const [tab, setTab] = useState<DraftTab>('summary');
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as DraftTab)}
      destroyOnHidden
      items={[
        {
          key: 'mentors',
          label: 'Tutores',
          children: (
            <Space orientation="vertical" style={{ width: '100%' }}>
              <AddLink process={process} step={3} label="Agregar tutores" />
              <ParticipantsTab process={process} role="MENTOR" />
            </Space>
          ),
        },
        {
          key: 'students',
          label: 'Estudiantes',
          children: (
            <Space orientation="vertical" style={{ width: '100%' }}>
              <AddLink process={process} step={2} label="Agregar estudiantes" />
              <ParticipantsTab process={process} role="STUDENT" />
            </Space>
          ),
        },
        {
          key: 'summary',
          label: 'Resumen',
          children: (
            <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
              <ProcessCompletenessAlert process={process} />
              <Flex wrap gap={16}>
                <Card size="small" style={{ minWidth: 160 }}>
                  <Statistic title="Tutores" value={process.mentorsCount} />
                </Card>
                <Card size="small" style={{ minWidth: 160 }}>
                  <Statistic title="Estudiantes" value={process.studentsCount} />
                </Card>
              </Flex>
              <AttractionGeneralData process={process} />
            </Space>
          ),
        },
      ]}
    />
  );
}

/** The pre-kickoff 'Iniciar proceso' tab: the groups, and the baseline with an MDI (spec 001 §5). */
function AttractionStartTab({ process, onStart }: { process: ProcessDetail; onStart: () => void }) {
  const groups = useAttractionGroups(process.processId);
  const measurements = useProcessMeasurements(process.processId);
  if (groups.isPending) return <LoadingSpin label="Comprobando los grupos" />;
  if (process.mdi && measurements.isPending) return <LoadingSpin label="Comprobando la línea base" />;
  const baselineSent = !!measurements.data?.measurements.find((row) => row.subType === 'BASELINE')?.sent;
  const conditions = attractionStartConditions(process, baselineSent, (groups.data?.groups.length ?? 0) > 0);
  const uncheckable = [
    ...(groups.isError ? ['si los grupos fueron creados'] : []),
    ...(measurements.isError && process.mdi ? ['el envío de la línea base'] : []),
  ];
  return <StartConditionsPanel conditions={conditions} uncheckable={uncheckable} onStart={onStart} />;
}

type KickoffTab = 'groups' | 'mdi' | 'resources' | 'events' | 'start';

/** The pre-kickoff page of an attraction process (spec 001 §2): Grupos, MDI (with one), Recursos, Eventos, Iniciar. */
export function AttractionKickoffBody({ process, onStart }: { process: ProcessDetail; onStart: () => void }) {
  const [tab, setTab] = useState<KickoffTab>('groups');
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as KickoffTab)}
      destroyOnHidden
      items={[
        // The groups (features/attraction/groups): created here, then swapped, before the process starts.
        { key: 'groups', label: 'Grupos', children: <AttractionGroupsTab process={process} viewer="ADMIN" /> },
        ...(process.mdi ? [{ key: 'mdi', label: 'MDI', children: <MeasurementsPanel process={process} /> }] : []),
        { key: 'resources', label: 'Recursos', children: <ProcessResources process={process} /> },
        { key: 'events', label: 'Eventos', children: <EventsManager process={process} /> },
        {
          key: 'start',
          label: 'Iniciar proceso',
          children: <AttractionStartTab process={process} onStart={onStart} />,
        },
      ]}
    />
  );
}
