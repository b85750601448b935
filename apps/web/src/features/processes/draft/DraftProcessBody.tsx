import type { ProcessDetail } from '@enlaza/contract';
import { Tabs } from 'antd';
import { useState } from 'react';
import { ParticipantsTab } from './ParticipantsTab';
import { ProcessSummaryTab } from './ProcessSummaryTab';

type DraftTab = 'mentors' | 'students' | 'summary';

/**
 * The draft page's body (spec 001 §2 "Draft process page"): Mentoras (with MENTORING), Mentees and Resumen; it opens
 * on Mentoras when the process is complete, otherwise on Resumen. Hidden tabs are unmounted so only the visible
 * list polls.
 */
export function DraftProcessBody({ process }: { process: ProcessDetail }) {
  const mentoring = process.serviceType.includes('MENTORING');
  const [tab, setTab] = useState<DraftTab>(
    process.completeness.complete ? (mentoring ? 'mentors' : 'students') : 'summary',
  );
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as DraftTab)}
      destroyOnHidden
      items={[
        ...(mentoring
          ? [{ key: 'mentors', label: 'Mentoras', children: <ParticipantsTab process={process} role="MENTOR" /> }]
          : []),
        { key: 'students', label: 'Mentees', children: <ParticipantsTab process={process} role="STUDENT" /> },
        { key: 'summary', label: 'Resumen', children: <ProcessSummaryTab process={process} /> },
      ]}
    />
  );
}
