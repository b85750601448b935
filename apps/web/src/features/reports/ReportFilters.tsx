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
import { useClientLookup } from '../convocatories/convocatoriesApi';
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

interface FilterOption {
  value: string;
  label: string;
}

/**
 * One filter of a report: a select cleared with its ×. With `onSearch` its options come from the server as the
 * coordinator types, and the chosen one keeps its name while another search is shown; with `searchLocally` the
 * options at hand are filtered by their names.
 */
export function FilterSelect<V extends string>({
  label,
  placeholder,
  options,
  value,
  onChange,
  onSearch,
  searchLocally,
  loading,
  width = 200,
}: {
  label: string;
  placeholder: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  onSearch?: (search: string) => void;
  searchLocally?: boolean;
  loading?: boolean;
  /** The width it starts from before the row wraps (px). */
  width?: number;
}) {
  const [chosen, setChosen] = useState<FilterOption>();
  const shown: FilterOption[] =
    value && chosen?.value === value && !options.some((o) => o.value === value) ? [chosen, ...options] : [...options];
  return (
    <Select
      aria-label={label}
      placeholder={placeholder}
      allowClear
      showSearch={
        onSearch ? { filterOption: false, onSearch } : searchLocally ? { optionFilterProp: 'label' } : undefined
      }
      options={shown}
      value={value}
      onChange={(next: V | undefined, option) => {
        const picked = option as FilterOption | undefined;
        setChosen(next && picked ? { value: next, label: picked.label } : undefined);
        onChange(next);
      }}
      loading={loading}
      style={{ flex: `1 1 ${width}px`, maxWidth: 320 }}
    />
  );
}

/** The client filter of the admins: clients searched by name as she types. */
export function ClientFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (clientId: string | undefined) => void;
}) {
  const [search, setSearch] = useState('');
  const clients = useClientLookup(useDebouncedValue(search.trim(), CLIENT_SEARCH_DEBOUNCE_MS));
  return (
    <FilterSelect
      label="Cliente"
      placeholder="Todos los clientes"
      options={(clients.data?.docs ?? []).map((c) => ({ value: c.clientId, label: c.name }))}
      value={value}
      onChange={onChange}
      onSearch={setSearch}
      loading={clients.isFetching}
      width={220}
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
  const [processSearch, setProcessSearch] = useState('');
  const processes = useReportProcessLookup(filters.clientId, useDebouncedValue(processSearch.trim()), isAdmin);
  return (
    <Flex gap={12} wrap align="center" role="group" aria-label="Filtros del reporte">
      {isAdmin && (
        <ClientFilter
          value={filters.clientId}
          onChange={(clientId) => setFilters({ clientId, processId: undefined })}
        />
      )}
      {isAdmin && (
        <FilterSelect
          label="Proceso"
          placeholder="Todos los procesos"
          options={(processes.data?.docs ?? []).map((p) => ({ value: p.processId, label: p.name }))}
          value={filters.processId}
          onChange={(processId) => setFilters({ processId })}
          onSearch={setProcessSearch}
          loading={processes.isFetching}
          width={240}
        />
      )}
      <PeriodFilter from={filters.from} to={filters.to} onChange={setFilters} />
      <FilterSelect
        label="Tipo de servicio"
        placeholder="Todos los servicios"
        options={processServiceTypes.map((type) => ({ value: type, label: processServiceTypeLabels[type] }))}
        value={filters.serviceType}
        onChange={(serviceType) => setFilters({ serviceType })}
        width={180}
      />
      <FilterSelect
        label="Marca"
        placeholder="Todas las marcas"
        options={reportBrands.map((brand) => ({ value: brand, label: reportBrandLabels[brand] }))}
        value={filters.brand}
        onChange={(brand) => setFilters({ brand })}
        width={160}
      />
      <Button onClick={clear}>Limpiar filtros</Button>
    </Flex>
  );
}
