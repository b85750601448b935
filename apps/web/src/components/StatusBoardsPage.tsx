import { Button } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { useBoardsQuery } from '../lib/useListQuery';
import { ListPageHeader, ListSearch } from './ListPage';

export interface BoardProps<S extends string> {
  status: S;
  page: number;
  search: string;
  onPageChange: (page: number) => void;
}

interface StatusBoardsPageProps<S extends string> {
  /** The h1 and the id it labels the page with. */
  title: string;
  titleId: string;
  /** The primary action beside the title (e.g. 'Crear proceso'). */
  action: { label: string; icon?: ReactNode; onClick: () => void };
  /** The search box's accessible name. */
  searchLabel: string;
  statuses: readonly S[];
  /** One board (list) per status; each keeps its own page in the address. */
  renderBoard: (props: BoardProps<S>) => ReactNode;
}

/**
 * A list page split into one board per status with one shared name search, as the process and convocatory
 * lists are (spec 001 §2, 002 §2.2).
 */
export function StatusBoardsPage<S extends string>({
  title,
  titleId,
  action,
  searchLabel,
  statuses,
  renderBoard,
}: StatusBoardsPageProps<S>) {
  const { searchText, setSearchText, search, pageOf, goToPage } = useBoardsQuery(statuses);
  return (
    <section aria-labelledby={titleId}>
      <ListPageHeader
        titleId={titleId}
        title={title}
        actions={
          <Button type="primary" icon={action.icon} onClick={action.onClick}>
            {action.label}
          </Button>
        }
      />
      <ListSearch
        label={searchLabel}
        placeholder="Buscar por nombre"
        searchText={searchText}
        setSearchText={setSearchText}
        search={search}
        style={{ marginTop: 16, maxWidth: 420 }}
      />
      {statuses.map((status) => (
        <Fragment key={status}>
          {renderBoard({ status, page: pageOf(status), search, onPageChange: (page) => goToPage(status, page) })}
        </Fragment>
      ))}
    </section>
  );
}
