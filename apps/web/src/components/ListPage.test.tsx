import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, type TableProps } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { useListQuery } from '../lib/useListQuery';
import { renderWithProviders } from '../test/renderWithProviders';
import { ListPage, type ListPageOf } from './ListPage';

interface Person {
  personId: string;
  name: string;
}

const PAGE_SIZE = 10;
const people = Array.from({ length: 25 }, (_, i) => ({ personId: `p${i + 1}`, name: `Persona ${i + 1}` }));
const columns: TableProps<Person>['columns'] = [{ title: 'Nombre', dataIndex: 'name', key: 'name' }];

type FetchPage = (page: number, search: string) => Promise<ListPageOf<Person>>;

/** The people whose name contains the search, one page of them. */
const answerFrom =
  (all: Person[]): FetchPage =>
  async (page, search) => {
    const found = all.filter((person) => person.name.includes(search));
    return { docs: found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), totalDocs: found.length };
  };

function PeoplePage({ fetchPage, wrapRows = false }: { fetchPage: FetchPage; wrapRows?: boolean }) {
  const listQuery = useListQuery();
  const { page, search, goToPage } = listQuery;
  const list = useQuery({
    queryKey: ['people', page, search],
    queryFn: () => fetchPage(page, search),
    placeholderData: keepPreviousData,
  });
  return (
    <ListPage<Person>
      titleId="people-title"
      title="Personas"
      actions={<Button type="primary">Agregar persona</Button>}
      search={{ label: 'Buscar personas', placeholder: 'Buscar por nombre', ...listQuery }}
      query={list}
      rowKey="personId"
      columns={columns}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={goToPage}
      emptyTexts={{ searched: 'No se encontraron personas', none: 'Aún no hay personas' }}
      {...(wrapRows ? { scrollWidth: false as const } : {})}
    />
  );
}

const renderPage = (fetchPage: FetchPage, url = '/people', wrapRows = false) =>
  renderWithProviders(<PeoplePage fetchPage={fetchPage} wrapRows={wrapRows} />, { path: '/people', url });

const table = () => screen.getByRole('table');

describe('ListPage', () => {
  it('titles the page, puts the action beside it and names the search box', async () => {
    renderPage(answerFrom(people));
    expect(screen.getByRole('region', { name: 'Personas' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Personas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar persona' })).toBeInTheDocument();
    const searchBox = screen.getByRole('searchbox', { name: 'Buscar personas' });
    expect(searchBox).toHaveAttribute('placeholder', 'Buscar por nombre');
    expect(await screen.findByText('Persona 1')).toBeInTheDocument();
  });

  it('shows the table loading until the first page arrives', async () => {
    let answer: (page: ListPageOf<Person>) => void = () => {};
    renderPage(() => new Promise((resolve) => (answer = resolve)));
    await waitFor(() => expect(document.querySelector('.ant-table-wrapper .ant-spin-spinning')).not.toBeNull());
    answer({ docs: people.slice(0, 2), totalDocs: 2 });
    expect(await screen.findByText('Persona 2')).toBeInTheDocument();
    expect(document.querySelector('.ant-table-wrapper .ant-spin-spinning')).toBeNull();
  });

  it('says the list is empty, and that nothing was found once a search narrows it', async () => {
    const user = userEvent.setup();
    renderPage(answerFrom([]));
    expect(await within(table()).findByText('Aún no hay personas')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar personas' }), 'Ana');
    expect(await within(table()).findByText('No se encontraron personas', undefined, { timeout: 2000 })).toBeVisible();
  });

  it('scrolls its rows sideways inside the table, or keeps them to the page when asked', async () => {
    const scrolling = renderPage(answerFrom(people));
    await screen.findByText('Persona 1');
    expect(scrolling.container.querySelector('.ant-table-scroll-horizontal')).not.toBeNull();
    scrolling.unmount();

    const wrapped = renderPage(answerFrom(people), '/people', true);
    await screen.findByText('Persona 1');
    expect(wrapped.container.querySelector('.ant-table-scroll-horizontal')).toBeNull();
  });

  it('shows the error instead of the table when the list cannot load', async () => {
    renderPage(() => Promise.reject(new ApiError('No tienes permiso para ver esta lista', 403)));
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes permiso para ver esta lista');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('moves to the page chosen below the table and keeps it in the address', async () => {
    const user = userEvent.setup();
    const fetchPage = vi.fn(answerFrom(people));
    const { router } = renderPage(fetchPage);
    await screen.findByText('Persona 1');

    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('Persona 11')).toBeInTheDocument();
    expect(screen.queryByText('Persona 1')).toBeNull();
    expect(fetchPage).toHaveBeenLastCalledWith(2, '');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('hides the page links while everything fits on one page', async () => {
    renderPage(answerFrom(people.slice(0, 3)));
    await screen.findByText('Persona 3');
    expect(screen.queryByTitle('1')).toBeNull();
  });
});
