import { EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { mdiMessages, type Mdi } from '@enlaza/contract';
import { App as AntApp, Button, Space, Tag, Tooltip, type TableProps } from 'antd';
import { useState } from 'react';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { errorMessageOf } from '../../lib/api';
import { useListQuery } from '../../lib/useListQuery';
import { MdiFormModal } from './MdiFormModal';
import { measurementLabel } from './measurementForms';
import { useDeleteMdi, useMdis } from './measurementsApi';
import { ListPage } from '../../components/ListPage';

type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; mdi: Mdi };

/** /admin/mdi/forms: 'Mediciones de Impacto' (spec 002 §2.3). Page and search live in the address. */
export function MdiListPage() {
  const { message } = AntApp.useApp();
  const listQuery = useListQuery();
  const { page, search, goToPage } = listQuery;
  const [formState, setFormState] = useState<FormState>({ mode: 'closed' });
  const mdis = useMdis(page, search);
  const deleteMdi = useDeleteMdi();

  const remove = (mdi: Mdi) =>
    deleteMdi.mutateAsync(mdi.mdiId).then(
      () => {
        message.success(mdiMessages.deleted);
      },
      (error: unknown) => {
        message.error(errorMessageOf(error));
      },
    );

  const columns: TableProps<Mdi>['columns'] = [
    { title: 'Nombre', dataIndex: 'name', key: 'name' },
    {
      title: 'Mediciones',
      key: 'measurements',
      responsive: ['md'],
      render: (_, mdi) => (
        <Space size={[4, 4]} wrap>
          {mdi.measurements.map((m) => (
            <Tag key={m.measurementId}>{measurementLabel(m.measurementName, m.subType)}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: 'Acciones',
      key: 'actions',
      width: 140,
      render: (_, mdi) => (
        <Space size={0}>
          <Tooltip title="Vista previa">
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label={`Vista previa de ${mdi.name}`}
              href={`/admin/mdi/${mdi.mdiId}/preview`}
              target="_blank"
              rel="noopener"
            />
          </Tooltip>
          <Tooltip title="Editar">
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Editar ${mdi.name}`}
              onClick={() => setFormState({ mode: 'edit', mdi })}
            />
          </Tooltip>
          <ConfirmDeleteButton
            title="Borrar medición de impacto"
            itemName={mdi.name}
            label={`Borrar ${mdi.name}`}
            description={`¿Borrar la medición de impacto ${mdi.name}? Esta acción no se puede deshacer.`}
            onConfirm={() => remove(mdi)}
          />
        </Space>
      ),
    },
  ];

  return (
    <ListPage<Mdi>
      titleId="mdi-title"
      scrollWidth={false}
      title="Mediciones de Impacto"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormState({ mode: 'create' })}>
          Agregar
        </Button>
      }
      search={{ label: 'Buscar mediciones de impacto', placeholder: 'Buscar por nombre', ...listQuery }}
      query={mdis}
      rowKey="mdiId"
      columns={columns}
      page={page}
      pageSize={10}
      onPageChange={goToPage}
      emptyTexts={{ searched: 'No se encontraron mediciones', none: 'No hay mediciones de impacto' }}
    >
      <MdiFormModal
        open={formState.mode !== 'closed'}
        mdi={formState.mode === 'edit' ? formState.mdi : undefined}
        onClose={() => setFormState({ mode: 'closed' })}
      />
    </ListPage>
  );
}
