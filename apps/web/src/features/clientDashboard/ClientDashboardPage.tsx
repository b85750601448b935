import {
  clientDashboardMessages as m,
  type ClientDashboard,
  type DashboardCount,
  type DashboardProcess,
  type ProcessImpact,
  type DashboardSession,
} from '@enlaza/contract';
import { Alert, Collapse, Empty, Flex, Select, Skeleton, Table, Tag, Typography, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { errorMessageOf } from '../../lib/api';
import { useSessionClaims } from '../../lib/auth/session';
import { RateComparisonChart } from '../measurements/RateComparisonChart';
import { responseLightColors, ResponseLightTag } from '../measurements/ResponseLight';
import { useClientOptions } from '../processes/wizard/wizardApi';
import { useClientDashboard } from './clientDashboardApi';

const PALETTE = ['#5b2a86', '#0958d9', '#d46b08', '#389e0d', '#c41d7f', '#08979c', '#7c7c7c'];

const percent = (value: number | null, empty = '—') => (value === null ? empty : `${value} %`);
const decimal = (value: number | null) => (value === null ? '—' : value.toLocaleString('es-CL'));

/** A small titled block of a panel: what it shows in words for everyone, and a chart for those who look. */
function Figure({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} style={{ flex: '1 1 300px', minWidth: 0 }}>
      <Typography.Title level={3} id={id} style={{ fontSize: 15, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** A count per label: a pie of the shares (decoration) and the same figures as a list. */
function CountPie({ id, title, counts }: { id: string; title: string; counts: DashboardCount[] }) {
  const shown = counts.filter((c) => c.count > 0);
  const total = shown.reduce((sum, c) => sum + c.count, 0);
  return (
    <Figure id={id} title={title}>
      {shown.length === 0 ? (
        <Typography.Text type="secondary">Sin personas en esta categoría.</Typography.Text>
      ) : (
        <Flex wrap gap={12} align="center">
          <div style={{ width: 140, height: 140 }} aria-hidden>
            <ResponsiveContainer>
              <PieChart accessibilityLayer={false}>
                <Pie
                  data={shown}
                  dataKey="count"
                  nameKey="label"
                  innerRadius={36}
                  outerRadius={64}
                  isAnimationActive={false}
                  rootTabIndex={-1}
                >
                  {shown.map((c, index) => (
                    <Cell key={c.label} fill={PALETTE[index % PALETTE.length]} />
                  ))}
                </Pie>
                <Tooltip />
              </PieChart>
            </ResponsiveContainer>
          </div>
          <ul style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none', flex: '1 1 140px' }}>
            {shown.map((c, index) => (
              <li key={c.label} style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 4 }}>
                <span
                  aria-hidden
                  style={{ width: 10, height: 10, borderRadius: 2, background: PALETTE[index % PALETTE.length] }}
                />
                <span>
                  {c.label}: <strong>{c.count}</strong> ({Math.round((c.count / total) * 100)} %)
                </span>
              </li>
            ))}
          </ul>
        </Flex>
      )}
    </Figure>
  );
}

/** A count per label as horizontal bars (many labels, such as areas), with the figures as a list for everyone. */
function CountBars({ id, title, counts }: { id: string; title: string; counts: DashboardCount[] }) {
  return (
    <Figure id={id} title={title}>
      {/* Rows tall enough for a two-line label, so long job titles never overlap. */}
      <div style={{ width: '100%', height: Math.max(120, counts.length * 38 + 24) }} aria-hidden>
        <ResponsiveContainer>
          <BarChart accessibilityLayer={false} data={counts} layout="vertical" margin={{ left: 8, right: 16 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
            <YAxis type="category" dataKey="label" width={150} interval={0} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Bar dataKey="count" name="Personas" fill={PALETTE[0]} maxBarSize={20} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
        {counts.map((c) => (
          <li key={c.label}>
            {c.label}: <strong>{c.count}</strong>
          </li>
        ))}
      </ul>
    </Figure>
  );
}

function StaffingPanel({ staffing }: { staffing: ClientDashboard['staffing'] }) {
  if (staffing.people === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.noParticipants} />;
  return (
    <>
      <Typography.Paragraph>
        <strong>{staffing.people}</strong> personas confirmadas participan en los procesos de su empresa.
      </Typography.Paragraph>
      <Flex wrap gap={24}>
        <CountPie id="staffing-role" title="Por rol" counts={staffing.byRole} />
        <CountPie id="staffing-gender" title="Por género" counts={staffing.byGender} />
        <CountPie id="staffing-mentor-type" title="Mentoras internas y externas" counts={staffing.mentorTypes} />
        <CountBars id="staffing-area" title="Por área (cargo)" counts={staffing.byBusinessArea} />
        <CountBars id="staffing-level" title="Por nivel en la empresa" counts={staffing.byBusinessLevel} />
      </Flex>
    </>
  );
}

function ProcessesPanel({ processes }: { processes: DashboardProcess[] }) {
  if (processes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.noProcesses} />;
  const columns: TableProps<DashboardProcess>['columns'] = [
    { title: 'Proceso', dataIndex: 'name', key: 'name' },
    { title: 'Estado', key: 'status', render: (_, row) => <Tag>{row.statusLabel}</Tag> },
    {
      title: 'Avance',
      key: 'progress',
      align: 'right',
      render: (_, row) => percent(row.progress, m.notStarted),
    },
    {
      title: 'Sesiones realizadas',
      key: 'sessions',
      align: 'right',
      render: (_, row) =>
        row.sessionsPerPair > 0 && row.activePairs > 0
          ? `${row.sessionsDone} de ${row.activePairs * row.sessionsPerPair}`
          : row.sessionsDone,
    },
    {
      title: 'Asistencia a eventos',
      key: 'attendance',
      align: 'right',
      render: (_, row) => percent(row.attendance, m.noEvents),
    },
  ];
  return (
    <Table
      rowKey="processId"
      size="small"
      columns={columns}
      dataSource={processes}
      pagination={processes.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      caption={<span className="visually-hidden">Resumen de cada proceso: estado, avance, sesiones y asistencia</span>}
    />
  );
}

function SessionFeedbackPanel({ sessions }: { sessions: DashboardSession[] }) {
  if (sessions.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.noSessionFeedback} />;
  const rows = sessions.map((s) => ({ ...s, label: `Sesión ${s.sessionNumber}` }));
  const columns: TableProps<(typeof rows)[number]>['columns'] = [
    { title: 'Sesión', dataIndex: 'label', key: 'label' },
    { title: 'Satisfacción', key: 'satisfaction', align: 'right', render: (_, row) => percent(row.satisfaction) },
    { title: 'Nota promedio', key: 'mean', align: 'right', render: (_, row) => decimal(row.meanRating) },
    {
      title: 'Respuestas',
      key: 'answered',
      align: 'right',
      render: (_, row) => `${row.answered} de ${row.invited} (${percent(row.responseRate)})`,
    },
  ];
  return (
    <Flex vertical gap={16}>
      <div style={{ width: '100%', height: 220 }} aria-hidden>
        <ResponsiveContainer>
          <BarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis domain={[0, 100]} unit=" %" tick={{ fontSize: 12 }} />
            <Tooltip />
            <Legend formatter={(value: string) => <span style={{ color: '#262626' }}>{value}</span>} />
            <Bar
              dataKey="satisfaction"
              name="Satisfacción"
              fill={PALETTE[0]}
              maxBarSize={40}
              isAnimationActive={false}
            />
            <Bar
              dataKey="responseRate"
              name="Tasa de respuesta"
              fill={PALETTE[5]}
              maxBarSize={40}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <Table
        rowKey="sessionNumber"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        caption={
          <span className="visually-hidden">
            Satisfacción de cada sesión (promedio de las preguntas de calificación) y respuestas al feedback
          </span>
        }
      />
    </Flex>
  );
}

function ProcessImpactBlock({ impact }: { impact: ProcessImpact }) {
  const titleId = `impact-${impact.processId}`;
  return (
    <section aria-labelledby={titleId} style={{ marginBottom: 24 }}>
      <Typography.Title level={3} id={titleId} style={{ fontSize: 15 }}>
        {impact.name}
      </Typography.Title>
      <ul aria-label={`Tasa de respuesta de las mediciones de ${impact.name}`} style={{ paddingInlineStart: 18 }}>
        {impact.measurements.map((measurement) => (
          <li key={measurement.subType} style={{ marginBottom: 4 }}>
            <Typography.Text strong>{measurement.label}: </Typography.Text>
            {!measurement.inMdi ? (
              <Typography.Text type="secondary">No incluida en el MDI</Typography.Text>
            ) : measurement.light === null ? (
              <Typography.Text type="secondary">Sin invitaciones</Typography.Text>
            ) : (
              <Flex component="span" gap={6} wrap style={{ display: 'inline-flex' }}>
                <span>
                  {measurement.completed} de {measurement.total} respondieron ({percent(measurement.percentage)})
                </span>
                <ResponseLightTag light={measurement.light} />
              </Flex>
            )}
          </li>
        ))}
      </ul>
      {impact.objectives.length === 0 ? (
        <Typography.Text type="secondary">{m.noObjectives}</Typography.Text>
      ) : (
        <RateComparisonChart
          rows={impact.objectives}
          questionHeading="Objetivo"
          caption={`Promedio de cada objetivo en línea base y post proceso en ${impact.name} (n: respuestas)`}
        />
      )}
    </section>
  );
}

function ImpactPanel({ impact }: { impact: ProcessImpact[] }) {
  if (impact.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.noImpact} />;
  return (
    <>
      <Typography.Paragraph type="secondary">
        Semáforo de respuesta: rojo hasta 35 %, amarillo hasta 49 %, verde desde 50 %.
        <span aria-hidden style={{ marginInlineStart: 8 }}>
          {Object.values(responseLightColors).map((color) => (
            <span
              key={color}
              style={{
                display: 'inline-block',
                width: 10,
                height: 10,
                borderRadius: 5,
                background: color,
                marginInlineEnd: 4,
              }}
            />
          ))}
        </span>
      </Typography.Paragraph>
      {impact.map((row) => (
        <ProcessImpactBlock key={row.processId} impact={row} />
      ))}
    </>
  );
}

function Panels({ data }: { data: ClientDashboard }) {
  return (
    <Collapse
      defaultActiveKey={['staffing', 'processes', 'sessions', 'impact']}
      items={[
        { key: 'staffing', label: m.staffing, children: <StaffingPanel staffing={data.staffing} /> },
        { key: 'processes', label: m.processSummary, children: <ProcessesPanel processes={data.processes} /> },
        {
          key: 'sessions',
          label: m.sessionFeedback,
          children: <SessionFeedbackPanel sessions={data.sessionFeedback} />,
        },
        { key: 'impact', label: m.impact, children: <ImpactPanel impact={data.impact} /> },
      ]}
    />
  );
}

/** Admins reach the panel for any client: they choose it here (kept in the address as ?clientId=). */
function ClientChooser({ clientId, onChange }: { clientId: string | null; onChange: (id: string) => void }) {
  const clients = useClientOptions();
  const options = (clients.data?.docs ?? []).map((c) => ({ value: c.clientId, label: c.name }));
  return (
    <Flex vertical gap={4} style={{ maxWidth: 360, marginBottom: 16 }}>
      <label htmlFor="client-dashboard-client">Cliente</label>
      <Select
        id="client-dashboard-client"
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="Elija un cliente"
        value={clientId ?? undefined}
        options={options}
        loading={clients.isPending}
        onChange={onChange}
        notFoundContent={clients.isError ? 'Error al cargar los clientes' : 'No se encontraron clientes'}
      />
    </Flex>
  );
}

/**
 * 'Panel General Empresa' (spec 001 §2 "Company-admin screens", spec 002 §2.13 /client/dashboard): four collapsible
 * panels over the client's own figures. A company admin sees her company; an admin chooses the client.
 */
export function ClientDashboardPage() {
  const claims = useSessionClaims();
  const isAdmin = claims?.role === 'ADMIN';
  const [searchParams, setSearchParams] = useSearchParams();
  const clientId = isAdmin ? searchParams.get('clientId') : null;
  const dashboard = useClientDashboard(clientId, { enabled: !isAdmin || !!clientId });

  let content;
  if (isAdmin && !clientId) content = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.chooseClient} />;
  else if (dashboard.isPending)
    content = (
      <div aria-busy="true" aria-live="polite">
        <span className="visually-hidden">Cargando el panel…</span>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  else if (dashboard.isError)
    content = <Alert type="error" showIcon title={m.loadFailed} description={errorMessageOf(dashboard.error)} />;
  else content = <Panels data={dashboard.data} />;

  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 12 }}>
        {m.title}
      </Typography.Title>
      {isAdmin && (
        <ClientChooser clientId={clientId} onChange={(id) => setSearchParams({ clientId: id }, { replace: true })} />
      )}
      {dashboard.data && (
        <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
          {dashboard.data.client.name}
        </Typography.Paragraph>
      )}
      {content}
    </div>
  );
}
