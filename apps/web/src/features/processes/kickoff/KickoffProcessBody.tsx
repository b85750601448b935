import type { ProcessDetail } from '@enlaza/contract';
import { Space, Tabs } from 'antd';
import { useState } from 'react';
import { EventsManager } from '../../events/EventsManager';
import { ParticipantsTab } from '../draft/ParticipantsTab';
import { MeasurementsPanel } from '../measurements/MeasurementsPanel';
import { MatchesPanel } from '../networking/MatchesPanel';
import { NetworkingConfigSummary } from '../networking/NetworkingConfigSummary';
import { useMatches } from '../networking/networkingApi';
import { PairsPanel } from '../pairs/PairsPanel';
import { usePairs } from '../pairs/pairsApi';
import { useProcessMeasurements } from '../processesApi';
import { ProcessResources } from '../resources/ProcessResources';
import { StartConditionsPanel } from './StartConditionsPanel';
import { startConditions } from './startConditions';
import { LoadingSpin } from '../../../components/LoadingSpin';

function StartProcessTab({ process, onStart }: { process: ProcessDetail; onStart: () => void }) {
  const needsBaselineCheck = !!process.mdi && !process.ungrouped;
  const needsPairsCheck = process.serviceType.includes('MENTORING') && !process.ungrouped;
  const measurements = useProcessMeasurements(process.processId);
  const needsMatchesCheck = process.serviceType.includes('NETWORKING');
  const pairs = usePairs(process.processId, 1, '', 1, needsPairsCheck);
  const matches = useMatches(process.processId, 1, '', 1, needsMatchesCheck);
  if (needsBaselineCheck && measurements.isPending) return <LoadingSpin label="Comprobando la línea base" />;
  if (needsPairsCheck && pairs.isPending) return <LoadingSpin label="Comprobando las duplas" />;
  if (needsMatchesCheck && matches.isPending) return <LoadingSpin label="Comprobando los matchs" />;
  const baselineSent = !!measurements.data?.measurements.find((row) => row.subType === 'BASELINE')?.sent;
  const conditions = startConditions(
    process,
    baselineSent,
    (pairs.data?.totalDocs ?? 0) > 0,
    (matches.data?.totalDocs ?? 0) > 0,
  );
  const uncheckable = [
    ...(pairs.isError && needsPairsCheck ? ['si las duplas fueron creadas'] : []),
    ...(matches.isError && needsMatchesCheck ? ['si los matchs fueron creados'] : []),
    ...(measurements.isError && needsBaselineCheck ? ['el envío de la línea base'] : []),
  ];
  return <StartConditionsPanel conditions={conditions} uncheckable={uncheckable} onStart={onStart} />;
}

type KickoffTab = 'students' | 'mentors' | 'pairs' | 'matches' | 'mdi' | 'resources' | 'events' | 'start';

/** The pre-kickoff 'Matchs' tab: the networking configuration, then generating and reviewing the matches. */
function MatchesTab({ process }: { process: ProcessDetail }) {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {process.networking && <NetworkingConfigSummary config={process.networking} />}
      <MatchesPanel process={process} canGenerate canEnableChats />
    </Space>
  );
}

/**
 * The pre-kickoff page's body (spec 001 §2 "Pre-kickoff page"): Mentees (default), Mentoras, Duplas (mentoring, not
 * ungrouped, with a guide or dynamic guide), MDI (with an MDI and not ungrouped), Recursos, Eventos and 'Iniciar
 * proceso'; Matchs (after Duplas) when the process has NETWORKING.
 */
export function KickoffProcessBody({ process, onStart }: { process: ProcessDetail; onStart: () => void }) {
  const [tab, setTab] = useState<KickoffTab>('students');
  const mentoring = process.serviceType.includes('MENTORING');
  const withMdi = !!process.mdi && !process.ungrouped;
  const withMatches = process.serviceType.includes('NETWORKING');
  const withPairs = mentoring && !process.ungrouped && (!!process.mentorship || !!process.dynamicMentorship);
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as KickoffTab)}
      destroyOnHidden
      items={[
        { key: 'students', label: 'Mentees', children: <ParticipantsTab process={process} role="STUDENT" /> },
        ...(mentoring
          ? [{ key: 'mentors', label: 'Mentoras', children: <ParticipantsTab process={process} role="MENTOR" /> }]
          : []),
        ...(withPairs ? [{ key: 'pairs', label: 'Duplas', children: <PairsPanel process={process} /> }] : []),
        ...(withMatches ? [{ key: 'matches', label: 'Matchs', children: <MatchesTab process={process} /> }] : []),
        ...(withMdi ? [{ key: 'mdi', label: 'MDI', children: <MeasurementsPanel process={process} /> }] : []),
        { key: 'resources', label: 'Recursos', children: <ProcessResources process={process} /> },
        { key: 'events', label: 'Eventos', children: <EventsManager process={process} /> },
        {
          key: 'start',
          label: 'Iniciar proceso',
          children: <StartProcessTab process={process} onStart={onStart} />,
        },
      ]}
    />
  );
}
