import type { EmbeddedDashboardName } from '@enlaza/contract';
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { EmbeddedDashboard, isEmbeddedDashboardConfigured } from '../embeddedDashboards/EmbeddedDashboard';

/**
 * The built-in report, and beside it the external BI dashboard as an extra tab when the server has one configured
 * (METABASE_*); without it, the report alone.
 */
export function WithExternalDashboard({
  dashboard,
  children,
}: {
  dashboard: EmbeddedDashboardName;
  children: ReactNode;
}) {
  if (!isEmbeddedDashboardConfigured(dashboard)) return <>{children}</>;
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'report', label: 'Reporte', children },
        { key: 'external', label: 'Tablero externo', children: <EmbeddedDashboard dashboard={dashboard} /> },
      ]}
    />
  );
}
