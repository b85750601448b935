import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { ArrowDownOutlined, ArrowUpOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App as AntApp, Button, Input, Space, Table, Tooltip, type Breakpoint, type TableProps } from 'antd';
import { useMemo, useState } from 'react';
import { errorMessageOf } from '../../lib/api';
import {
  useCreateItem,
  useDeleteItem,
  useRenameItem,
  useReorderBusinessPositions,
  type EditableFlatList,
} from './adminApi';
import { matchesSearch } from './search';
import { NameModal } from './NameModal';

export interface NamedItem {
  id: string;
  name: string;
}

export interface FlatListLabels {
  /** 'cualidad', 'objetivo de mentoría', 'nivel de cargo' */
  singular: string;
  /** 'Agregar cualidad' */
  add: string;
  /** 'Nueva cualidad' */
  newTitle: string;
  searchPlaceholder: string;
  empty: string;
}

interface FlatListTabProps {
  list: EditableFlatList;
  labels: FlatListLabels;
  query: { data?: NamedItem[]; isPending: boolean; isError: boolean; error: unknown };
  /** Business levels keep an order the admin sets with up/down buttons. */
  ordered?: boolean;
}

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'rename'; item: NamedItem };

/** One editable reference list: search, add, rename and delete (with confirmation), optionally reorder. */
export function FlatListTab({ list, labels, query, ordered = false }: FlatListTabProps) {
  const { message } = AntApp.useApp();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const createItem = useCreateItem(list);
  const renameItem = useRenameItem(list);
  const deleteItem = useDeleteItem(list);
  const reorder = useReorderBusinessPositions();

  const items = useMemo(() => query.data ?? [], [query.data]);
  const visible = useMemo(() => items.filter((item) => matchesSearch(item.name, search)), [items, search]);
  // Moving an item only makes sense against the whole list, not a filtered part of it.
  const canReorder = ordered && search.trim() === '';

  const remove = (item: NamedItem) =>
    deleteItem.mutateAsync(item.id).then(
      () => void message.success(`Se eliminó "${item.name}"`),
      (error: unknown) => void message.error(errorMessageOf(error)),
    );

  const move = (index: number, offset: -1 | 1) => {
    const ids = items.map((item) => item.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + offset, 0, moved!);
    reorder.mutateAsync(ids).catch((error: unknown) => void message.error(errorMessageOf(error)));
  };

  const columns: TableProps<NamedItem>['columns'] = [
    ...(ordered
      ? [
          {
            title: 'N°',
            key: 'position',
            width: 56,
            responsive: ['sm'] as Breakpoint[],
            render: (_: unknown, item: NamedItem) => items.indexOf(item) + 1,
          },
        ]
      : []),
    { title: 'Nombre', dataIndex: 'name', key: 'name' },
    {
      title: 'Acciones',
      key: 'actions',
      width: ordered ? 180 : 110,
      render: (_, item) => {
        const index = items.indexOf(item);
        return (
          <Space size={0}>
            {canReorder && (
              <>
                <Tooltip title="Subir">
                  <Button
                    type="text"
                    icon={<ArrowUpOutlined />}
                    aria-label={`Subir ${item.name}`}
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => move(index, -1)}
                  />
                </Tooltip>
                <Tooltip title="Bajar">
                  <Button
                    type="text"
                    icon={<ArrowDownOutlined />}
                    aria-label={`Bajar ${item.name}`}
                    disabled={index === items.length - 1 || reorder.isPending}
                    onClick={() => move(index, 1)}
                  />
                </Tooltip>
              </>
            )}
            <Tooltip title="Editar">
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={`Editar ${item.name}`}
                onClick={() => setEditing({ mode: 'rename', item })}
              />
            </Tooltip>
            <ConfirmDeleteButton
              title={`Eliminar ${labels.singular}`}
              itemName={item.name}
              onConfirm={() => remove(item)}
            />
          </Space>
        );
      },
    },
  ];

  return (
    <div>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center', marginBottom: 16 }}>
        <Input.Search
          style={{ flex: '1 1 220px', maxWidth: 420 }}
          placeholder={labels.searchPlaceholder}
          aria-label={labels.searchPlaceholder}
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'create' })}>
          {labels.add}
        </Button>
      </div>
      {query.isError ? (
        <Alert type="error" showIcon title={errorMessageOf(query.error)} />
      ) : (
        <Table<NamedItem>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={visible}
          loading={query.isPending || reorder.isPending}
          locale={{ emptyText: search.trim() ? 'No hay resultados para esta búsqueda' : labels.empty }}
          pagination={{ pageSize: ordered ? 50 : 10, showSizeChanger: false, hideOnSinglePage: true }}
        />
      )}
      <NameModal
        open={editing.mode !== 'closed'}
        title={editing.mode === 'rename' ? `Editar ${labels.singular}` : labels.newTitle}
        initialName={editing.mode === 'rename' ? editing.item.name : ''}
        onSubmit={(name) =>
          editing.mode === 'rename'
            ? renameItem.mutateAsync({ id: editing.item.id, name })
            : createItem.mutateAsync(name)
        }
        onClose={() => setEditing({ mode: 'closed' })}
      />
    </div>
  );
}
