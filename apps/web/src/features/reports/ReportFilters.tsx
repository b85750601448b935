import {
  processServiceTypeLabels,
  processServiceTypes,
  reportBrandLabels,
  reportBrands,
  mdiFeedbackFiltersSchema,
  type MdiFeedbackFilters,
} from '@enlaza/contract';
import { Button, DatePicker, Flex, Select } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { dayjs } from '../../lib/dates';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useClientFilterOptions } from '../measurements/mdiPanelApi';
import { useReportProcessLookup } from './reportsApi';

const FILTER_NAMES = ['clientId', 'processId', 'from', 'to', 'serviceType', 'brand'] as const;
/** Spec 002 §9: client searches wait 300 ms, other searches 400 ms. */
const CLIENT_SEARCH_DEBOUNCE_MS = 300;

/**
 * The report's filters, kept in the address so a filtered report can be shared and reloaded; an address the report
 * would refuse (a hand-edited one) shows the report without filters.
 */
export function useReportFilters<const Names extends readonly string[], T>(
  names: Names,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = Object.fromEntries(
    names.flatMap((name) => {
      const value = searchParams.get(name);
      return value ? [[name, value]] : [];
    }),
  );
  const parsed = schema.safeParse(raw);
  const filters = parsed.success ? parsed.data : (schema.safeParse({}) as { data: T }).data;
  const setFilters = (changes: Partial<Record<Names[number], string | undefined>>) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value as string);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  const clear = () => setFilters(Object.fromEntries(names.map((name) => [name, undefined])) as never);
  return { filters, setFilters, clear };
}

export const useMdiFeedbackFilters = () => useReportFilters(FILTER_NAMES, mdiFeedbackFiltersSchema);

/** A from–to pair of days as the range picker shows it. */
export function PeriodFilter({
  from,
  to,
  onChange,
}: {
  from?: string;
  to?: string;
  onChange: (period: { from?: string; to?: string }) => void;
}) {
  return (
    <DatePicker.RangePicker
      aria-label="Período"
      placeholder={['Desde', 'Hasta']}
      format="DD/MM/YYYY"
      allowEmpty={[true, true]}
      value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
      onChange={(range) => onChange({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })}
      style={{ flex: '1 1 240px', maxWidth: 320 }}
    />
  );
}

/** Client (admins only), process, period, service type and brand of the MDI-Feedback report. */
export function MdiFeedbackFilterBar({
  filters,
  setFilters,
  clear,
  isAdmin,
}: {
  filters: MdiFeedbackFilters;
  setFilters: (changes: Partial<Record<(typeof FILTER_NAMES)[number], string | undefined>>) => void;
  clear: () => void;
  isAdmin: boolean;
}) {
  const [clientSearch, setClientSearch] = useState('');
  const [processSearch, setProcessSearch] = useState('');
  const clients = useClientFilterOptions(useDebouncedValue(clientSearch.trim(), CLIENT_SEARCH_DEBOUNCE_MS));
  const processes = useReportProcessLookup(filters.clientId, useDebouncedValue(processSearch.trim()), isAdmin);
  const [chosen, setChosen] = useState<{ client?: string; process?: string }>({});
  const clientOptions = (clients.data?.docs ?? []).map((c) => ({ value: c.clientId, label: c.name }));
  const processOptions = (processes.data?.docs ?? []).map((p) => ({ value: p.processId, label: p.name }));
  // The chosen one stays an option while another search is shown, so the select keeps its name.
  const keep = (options: { value: string; label: string }[], value: string | undefined, label: string | undefined) =>
    value && label && !options.some((o) => o.value === value) ? [{ value, label }, ...options] : options;
  return (
    <Flex gap={12} wrap align="center" role="group" aria-label="Filtros del reporte">
      {isAdmin && (
        <Select
          aria-label="Cliente"
          placeholder="Todos los clientes"
          allowClear
          showSearch={{ filterOption: false, onSearch: setClientSearch }}
          options={keep(clientOptions, filters.clientId, chosen.client)}
          value={filters.clientId}
          onChange={(value, option) => {
            setChosen({ client: (option as { label?: string } | undefined)?.label });
            setFilters({ clientId: value, processId: undefined });
          }}
          loading={clients.isFetching}
          style={{ flex: '1 1 220px', maxWidth: 320 }}
        />
      )}
      {isAdmin && (
        <Select
          aria-label="Proceso"
          placeholder="Todos los procesos"
          allowClear
          showSearch={{ filterOption: false, onSearch: setProcessSearch }}
          options={keep(processOptions, filters.processId, chosen.process)}
          value={filters.processId}
          onChange={(value, option) => {
            setChosen((c) => ({ ...c, process: (option as { label?: string } | undefined)?.label }));
            setFilters({ processId: value });
          }}
          loading={processes.isFetching}
          style={{ flex: '1 1 240px', maxWidth: 320 }}
        />
      )}
      <PeriodFilter from={filters.from} to={filters.to} onChange={setFilters} />
      <Select
        aria-label="Tipo de servicio"
        placeholder="Todos los servicios"
        allowClear
        options={processServiceTypes.map((type) => ({ value: type, label: processServiceTypeLabels[type] }))}
        value={filters.serviceType}
        onChange={(value) => setFilters({ serviceType: value })}
        style={{ flex: '1 1 180px', maxWidth: 320 }}
      />
      <Select
        aria-label="Marca"
        placeholder="Todas las marcas"
        allowClear
        options={reportBrands.map((brand) => ({ value: brand, label: reportBrandLabels[brand] }))}
        value={filters.brand}
        onChange={(value) => setFilters({ brand: value })}
        style={{ flex: '1 1 160px', maxWidth: 320 }}
      />
      <Button onClick={clear}>Limpiar filtros</Button>
    </Flex>
  );
}
