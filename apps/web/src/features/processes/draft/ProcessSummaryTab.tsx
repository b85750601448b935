import { processCompletenessLabels, type ProcessCompletenessField, type ProcessDetail } from '@enlaza/contract';
import { Alert, Card, Descriptions, Flex, Space, Statistic } from 'antd';
import { Link } from 'react-router';
import { formatProcessDate, formatServices } from '../processFormat';

export function ProcessGeneralData({ process }: { process: ProcessDetail }) {
  const owner = process.owner ? `${process.owner.name} ${process.owner.lastName}` : '—';
  const guide = process.mentorship?.name ?? process.dynamicMentorship?.name ?? '—';
  return (
    <Descriptions
      title="Datos generales"
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      items={[
        { key: 'client', label: 'Cliente', children: process.client.name },
        { key: 'services', label: 'Servicios', children: formatServices(process.serviceType) },
        { key: 'guide', label: 'Pauta', children: guide },
        { key: 'mdi', label: 'MDI', children: process.mdi?.name ?? 'Proceso sin MDI' },
        { key: 'bundle', label: 'Feedback de sesión', children: process.sessionsFeedbackBundle?.name ?? '—' },
        { key: 'owner', label: 'Coordinadora', children: owner },
        { key: 'start', label: 'Fecha de inicio', children: formatProcessDate(process.estimatedStartDate) },
        { key: 'end', label: 'Fecha de término', children: formatProcessDate(process.estimatedEndDate) },
        { key: 'campus', label: 'Campus', children: process.campusIds.length || '—' },
        { key: 'ungrouped', label: 'Sin duplas (desagrupado)', children: process.ungrouped ? 'Sí' : 'No' },
      ]}
    />
  );
}

/** What still keeps the process from being complete (spec 001 §5 "Process complete check"). */
export function ProcessCompletenessAlert({ process }: { process: ProcessDetail }) {
  if (process.completeness.complete) {
    return <Alert type="success" showIcon title="El proceso está completo" />;
  }
  const labels = process.completeness.missing.map(
    (field) => processCompletenessLabels[field as ProcessCompletenessField] ?? field,
  );
  return (
    <Alert
      type="warning"
      showIcon
      title="El proceso está incompleto"
      description={
        <Space wrap size={4}>
          <span>Falta: {labels.join(', ')}</span>
          <Link to={`/admin/processes/edit/${encodeURIComponent(process.processId)}?step=1`}>Completar</Link>
        </Space>
      }
    />
  );
}

/** The 'Resumen' tab of a draft: completeness, counts and the general data. */
export function ProcessSummaryTab({ process }: { process: ProcessDetail }) {
  const mentoring = process.serviceType.includes('MENTORING');
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ProcessCompletenessAlert process={process} />
      <Flex wrap gap={16}>
        {mentoring && (
          <Card size="small" style={{ minWidth: 160 }}>
            <Statistic title="Mentoras" value={process.mentorsCount} />
          </Card>
        )}
        <Card size="small" style={{ minWidth: 160 }}>
          <Statistic title="Mentees" value={process.studentsCount} />
        </Card>
      </Flex>
      <ProcessGeneralData process={process} />
    </Space>
  );
}
