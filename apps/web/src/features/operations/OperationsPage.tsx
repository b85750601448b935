import { Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { FailedJobsTab } from './FailedJobsTab';
import { OutboxTab } from './OutboxTab';

const tabKeys = ['outbox', 'failed-jobs'] as const;
type TabKey = (typeof tabKeys)[number];

/**
 * /admin/outbox: what the background work left behind. Every mail the platform wrote (delivered by a job, or kept
 * here when no mail server is configured) and the jobs that failed for good; failures can be sent again.
 */
export function OperationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const activeTab: TabKey = tabKeys.includes(requested as TabKey) ? (requested as TabKey) : 'outbox';

  return (
    <section aria-labelledby="operations-title">
      <Typography.Title level={1} id="operations-title" style={{ margin: 0, fontSize: 24 }}>
        Correos y tareas
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        Los correos que envía la plataforma y las tareas en segundo plano que fallaron tras todos sus intentos.
      </Typography.Paragraph>
      <Tabs
        activeKey={activeTab}
        onChange={(key) => setSearchParams({ tab: key }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'outbox', label: 'Bandeja de salida', children: <OutboxTab /> },
          { key: 'failed-jobs', label: 'Tareas fallidas', children: <FailedJobsTab /> },
        ]}
      />
    </section>
  );
}
