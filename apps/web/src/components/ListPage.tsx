import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Input, Table, Typography, type AlertProps, type TableProps } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { errorMessageOf } from '../lib/api';
import { sidewaysScroll } from './tableScroll';

/** One page of a server-paged list. */
export interface ListPageOf<Row> {
  docs: Row[];
  totalDocs: number;
}

/** What a paged table needs: the query of the current page and where the page lives. */
export interface PagedTableProps<Row> extends Omit<
  TableProps<Row>,
  'dataSource' | 'loading' | 'pagination' | 'scroll' | 'locale' | 'title' | 'children'
> {
  query: UseQueryResult<ListPageOf<Row>>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  emptyText: ReactNode;
  /** The alert shown instead of the table when the page cannot load; by default the error's own words. */
  errorAlert?: Pick<AlertProps, 'title' | 'description' | 'action'>;
  /**
   * How wide the rows may grow before the table scrolls sideways (only while it has rows). `false` keeps the rows to
   * the page's width instead: for rows with nothing a keyboard can focus, where a scrolling region could not be
   * reached by keyboard (axe `scrollable-region-focusable`).
   */
  scrollWidth?: number | 'max-content' | false;
}

/**
 * A server-paged antd table: an error alert in its place when the page cannot load, the loading state while the
 * first page or a new page is on its way, and the page links (hidden while everything fits on one page).
 */
export function PagedTable<Row extends object>({
  query,
  page,
  pageSize,
  onPageChange,
  emptyText,
  errorAlert,
  scrollWidth = 'max-content',
  ...tableProps
}: PagedTableProps<Row>) {
  if (query.isError) return <Alert type="error" showIcon {...(errorAlert ?? { title: errorMessageOf(query.error) })} />;
  return (
    <Table<Row>
      {...tableProps}
      dataSource={query.data?.docs}
      loading={query.isPending || (query.isFetching && query.isPlaceholderData)}
      scroll={scrollWidth === false ? undefined : sidewaysScroll({ width: scrollWidth })}
      locale={{ emptyText }}
      pagination={{
        current: page,
        pageSize,
        total: query.data?.totalDocs ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: onPageChange,
      }}
    />
  );
}

/** A list page's h1 with its actions beside it, wrapping under it on a narrow screen. */
export function ListPageHeader({
  titleId,
  title,
  actions,
}: {
  titleId: string;
  title: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
      <Typography.Title level={1} id={titleId} style={{ margin: 0, fontSize: 24 }}>
        {title}
      </Typography.Title>
      {actions}
    </div>
  );
}

/** A list's search: the text being typed, and the debounced search actually sent (`useListQuery`, `useSearchedPages`). */
export interface ListSearchState {
  searchText: string;
  setSearchText: (text: string) => void;
  search: string;
}

export interface ListSearchProps extends ListSearchState {
  /** The search box's accessible name. */
  label: string;
  placeholder: string;
  /** Whether the list is fetching: the box shows it is busy while the sent search catches up with the typed one. */
  fetching?: boolean;
  maxLength?: number;
  className?: string;
  style?: CSSProperties;
}

export function ListSearch({
  label,
  placeholder,
  searchText,
  setSearchText,
  search,
  fetching = false,
  maxLength,
  className,
  // A class of the page's own styles the box, else it keeps the lists' usual width and spacing.
  style = className ? undefined : { margin: '16px 0', maxWidth: 420 },
}: ListSearchProps) {
  return (
    <Input.Search
      className={className}
      style={style}
      placeholder={placeholder}
      aria-label={label}
      allowClear
      maxLength={maxLength}
      value={searchText}
      onChange={(event) => setSearchText(event.target.value)}
      onSearch={(value) => setSearchText(value)}
      loading={fetching && searchText.trim() !== search}
    />
  );
}

export interface ListPageProps<Row> extends Omit<PagedTableProps<Row>, 'emptyText'> {
  titleId: string;
  title: ReactNode;
  /** Beside the title: the page's primary action (and any other). */
  actions?: ReactNode;
  /** Under the title, before the search. */
  intro?: ReactNode;
  search?: ListSearchState & { label: string; placeholder: string };
  /** Beside the search: filters that narrow the list too. */
  filters?: ReactNode;
  /** Whether a filter narrows the list, so an empty list says nothing was found rather than that there is nothing. */
  filtered?: boolean;
  /** What an empty list says: `searched` when a search or a filter narrows it, `none` otherwise. */
  emptyTexts: { searched: ReactNode; none: ReactNode };
  /** After the table: the page's modals and drawers. */
  children?: ReactNode;
}

/**
 * An admin list page: the h1 with its action, a search (with filters beside it, if any), and the server-paged table
 * of the current page, whose page and search live where the page keeps them (`useListQuery` in the address,
 * `useSearchedPages` in the component).
 */
export function ListPage<Row extends object>({
  titleId,
  title,
  actions,
  intro,
  search,
  filters,
  filtered = false,
  emptyTexts,
  children,
  ...tableProps
}: ListPageProps<Row>) {
  const narrowed = Boolean(search?.search) || filtered;
  const fetching = tableProps.query.isFetching;
  const table = <PagedTable<Row> {...tableProps} emptyText={narrowed ? emptyTexts.searched : emptyTexts.none} />;
  return (
    <section aria-labelledby={titleId}>
      <ListPageHeader titleId={titleId} title={title} actions={actions} />
      {intro}
      {search && filters ? (
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', margin: '16px 0' }}>
          <ListSearch {...search} fetching={fetching} style={{ maxWidth: 420, flex: '1 1 240px' }} />
          {filters}
        </div>
      ) : search ? (
        <ListSearch
          {...search}
          fetching={fetching}
          // An intro ends with its own margin; the search then keeps only the one below it.
          style={{ margin: intro ? '0 0 16px' : '16px 0', maxWidth: 420 }}
        />
      ) : null}
      {search ? table : <div style={{ marginTop: 16 }}>{table}</div>}
      {children}
    </section>
  );
}
