import {
  mdiResponsesMessages as m,
  RESPONSE_LIGHT_GREEN_MIN,
  RESPONSE_LIGHT_RED_MAX,
  type MdiResponsesRow,
  type MeasurementResponseSummary,
} from '@enlaza/contract';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Input,
  Pagination,
  Select,
  Skeleton,
  Typography,
  type TableProps,
} from 'antd';
import { useState } from 'react';
import { errorMessageOf } from '../../lib/api';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useListQuery } from '../../lib/useListQuery';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { useClientLookup } from '../convocatories/convocatoriesApi';
import { Link } from 'react-router';
import { processPath } from '../../lib/processRoutes';
import { MeasurementResponsesModal, type MeasurementTarget } from './MeasurementResponsesModal';
import { MDI_PANEL_PAGE_SIZE, useMdiResponses } from './mdiPanelApi';
import { formatSendDate, ResponseLightTag } from './ResponseLight';
import { PagedTable } from '../../components/ListPage';

/** Spec 002 §9: the client search waits 300 ms. */
const CLIENT_SEARCH_DEBOUNCE_MS = 300;
const CLIENT_PARAM = 'clientId';

function MeasurementCell({
  row,
  measurement,
  onOpen,
}: {
  row: MdiResponsesRow;
  measurement: MeasurementResponseSummary;
  onOpen: () => void;
}) {
  if (!measurement.inMdi) {
    return (
      <Typography.Text type="secondary" aria-label={m.notInMdi} title={m.notInMdi}>
        —
      </Typography.Text>
    );
  }
  if (!measurement.sentAt) return <Typography.Text type="secondary">{m.notSent}</Typography.Text>;
  return (
    <Flex vertical gap={4} align="flex-start">
      <Typography.Text>
        <Typography.Text type="secondary">Enviada </Typography.Text>
        {formatSendDate(measurement.sentAt)}
      </Typography.Text>
      {measurement.light && measurement.percentage !== null ? (
        <Flex gap={6} align="center" wrap>
          <ResponseLightTag light={measurement.light} />
          <Typography.Text strong>{measurement.percentage} %</Typography.Text>
          <Typography.Text type="secondary">
            ({measurement.completed}/{measurement.total})
          </Typography.Text>
        </Flex>
      ) : (
        <Typography.Text type="secondary">{m.noInvitations}</Typography.Text>
      )}
      <Button
        type="link"
        size="small"
        style={{ padding: 0, height: 'auto' }}
        aria-label={`Ver detalle de ${measurement.label}, ${row.name}`}
        onClick={onOpen}
      >
        Ver detalle
      </Button>
    </Flex>
  );
}

function ProcessTitle({ row }: { row: MdiResponsesRow }) {
  return (
    <Flex vertical>
      <Link to={processPath(row)}>{row.name}</Link>
      <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
        {row.client.name} · {row.mdi.name}
      </Typography.Text>
    </Flex>
  );
}

/** On a phone, one card per process with its four measurements two by two instead of a wide table. */
function ProcessCards({
  rows,
  onOpen,
}: {
  rows: MdiResponsesRow[];
  onOpen: (row: MdiResponsesRow, measurement: MeasurementResponseSummary) => void;
}) {
  return (
    <ul aria-label="Procesos con MDI" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rows.map((row) => (
        <li key={row.processId} style={{ marginBottom: 12 }}>
          <Card
            size="small"
            title={<ProcessTitle row={row} />}
            styles={{ header: { padding: '8px 12px' }, title: { whiteSpace: 'normal', overflow: 'visible' } }}
          >
            <dl style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '12px 16px', margin: 0 }}>
              {row.measurements.map((measurement) => (
                <div key={measurement.subType}>
                  <dt>
                    <Typography.Text strong>{measurement.label}</Typography.Text>
                  </dt>
                  <dd style={{ margin: 0 }}>
                    <MeasurementCell row={row} measurement={measurement} onOpen={() => onOpen(row, measurement)} />
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** /admin/mdi/panel 'Panel mediciones de impacto' (spec 002 §2.3): each process's measurements at a glance. */
export function MdiPanelPage() {
  const { page, searchText, setSearchText, search, goToPage, searchParams, setSearchParams } = useListQuery();
  const clientId = searchParams.get(CLIENT_PARAM) ?? undefined;
  const [clientSearch, setClientSearch] = useState('');
  const clients = useClientLookup(useDebouncedValue(clientSearch.trim(), CLIENT_SEARCH_DEBOUNCE_MS));
  const [chosenClient, setChosenClient] = useState<{ value: string; label: string } | null>(null);
  const panel = useMdiResponses(page, clientId, search);
  const [target, setTarget] = useState<MeasurementTarget | null>(null);
  const narrow = useMediaQuery('(max-width: 767px)');
  const open = (row: MdiResponsesRow, measurement: MeasurementResponseSummary) =>
    setTarget({ processId: row.processId, processName: row.name, subType: measurement.subType });

  const clientOptions = (clients.data?.docs ?? []).map((c) => ({ value: c.clientId, label: c.name }));
  // The chosen client stays an option while another search is shown, so the select keeps showing its name (also
  // when the page opens with a client in its address: the rows name it).
  const rowClient = panel.data?.docs.find((row) => row.client.clientId === clientId)?.client;
  const shownClient =
    chosenClient?.value === clientId
      ? chosenClient
      : rowClient
        ? { value: rowClient.clientId, label: rowClient.name }
        : null;
  if (shownClient && !clientOptions.some((o) => o.value === shownClient.value)) clientOptions.unshift(shownClient);

  const chooseClient = (value: string | undefined, option?: { value: string; label: string }) => {
    setChosenClient(value && option ? option : null);
    setClientSearch('');
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(CLIENT_PARAM, value);
      else next.delete(CLIENT_PARAM);
      next.delete('page');
      return next;
    });
  };

  const measurementColumn = (
    index: number,
    title: string,
  ): NonNullable<TableProps<MdiResponsesRow>['columns']>[number] => ({
    title,
    key: `measurement-${index}`,
    width: 170,
    render: (_, row) => {
      const measurement = row.measurements[index]!;
      return <MeasurementCell row={row} measurement={measurement} onOpen={() => open(row, measurement)} />;
    },
  });

  const columns: TableProps<MdiResponsesRow>['columns'] = [
    {
      title: 'Proceso',
      key: 'process',
      width: 240,
      render: (_, row) => <ProcessTitle row={row} />,
    },
    measurementColumn(0, 'Línea base'),
    measurementColumn(1, 'Post proceso'),
    measurementColumn(2, '6 meses'),
    measurementColumn(3, '12 meses'),
  ];

  const filtered = !!clientId || !!search;
  return (
    <section aria-labelledby="mdi-panel-title">
      <Typography.Title level={1} id="mdi-panel-title" style={{ margin: 0, fontSize: 24 }}>
        {m.title}
      </Typography.Title>
      <Flex wrap gap={12} style={{ margin: '16px 0 8px' }}>
        <Select
          allowClear
          showSearch={{ filterOption: false, onSearch: setClientSearch }}
          aria-label="Filtrar por cliente"
          placeholder="Todos los clientes"
          style={{ width: 280, maxWidth: '100%' }}
          value={clientId}
          options={clientOptions}
          loading={clients.isFetching}
          notFoundContent={clients.isFetching ? 'Buscando...' : 'No se encontraron clientes'}
          onChange={(value: string | undefined, option) =>
            chooseClient(
              value,
              option && !Array.isArray(option) ? (option as { value: string; label: string }) : undefined,
            )
          }
        />
        <Input.Search
          style={{ width: 320, maxWidth: '100%' }}
          placeholder="Buscar por nombre del proceso"
          aria-label="Buscar procesos"
          allowClear
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onSearch={(value) => setSearchText(value)}
        />
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
        Semáforo de respuestas: Rojo hasta {RESPONSE_LIGHT_RED_MAX} %, Amarillo de {RESPONSE_LIGHT_RED_MAX + 1} a{' '}
        {RESPONSE_LIGHT_GREEN_MIN - 1} %, Verde desde {RESPONSE_LIGHT_GREEN_MIN} %.
      </Typography.Paragraph>
      {panel.isError ? (
        <Alert type="error" showIcon title={m.loadFailed} description={errorMessageOf(panel.error)} />
      ) : narrow ? (
        panel.isPending ? (
          <div role="status" aria-label="Cargando procesos">
            <Skeleton active paragraph={{ rows: 6 }} />
          </div>
        ) : panel.data.docs.length === 0 ? (
          <Empty description={filtered ? m.emptySearch : m.empty} />
        ) : (
          <>
            <ProcessCards rows={panel.data.docs} onOpen={open} />
            <Pagination
              current={page}
              pageSize={MDI_PANEL_PAGE_SIZE}
              total={panel.data.totalDocs}
              showSizeChanger={false}
              hideOnSinglePage
              simple
              onChange={goToPage}
              style={{ justifyContent: 'center' }}
            />
          </>
        )
      ) : (
        <PagedTable<MdiResponsesRow>
          query={panel}
          rowKey="processId"
          columns={columns}
          page={page}
          pageSize={MDI_PANEL_PAGE_SIZE}
          onPageChange={goToPage}
          emptyText={filtered ? m.emptySearch : m.empty}
        />
      )}
      <MeasurementResponsesModal target={target} onClose={() => setTarget(null)} />
    </section>
  );
}
