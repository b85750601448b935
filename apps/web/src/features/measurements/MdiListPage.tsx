import { EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { mdiMessages, type Mdi } from '@enlaza/contract';
import { Alert, App as AntApp, Button, Input, Space, Table, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { errorMessageOf } from '../../lib/api';
import { useListQuery } from '../../lib/useListQuery';
import { MdiFormModal } from './MdiFormModal';
import { measurementLabel } from './measurementForms';
import { useDeleteMdi, useMdis } from './measurementsApi';

type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; mdi: Mdi };

/** /admin/mdi/forms: 'Mediciones de Impacto' (spec 002 §2.3). Page and search live in the address. */
export function MdiListPage() {
  const { message } = AntApp.useApp();
  const { page, searchText, setSearchText, search: debouncedSearch, goToPage } = useListQuery();
  const [formState, setFormState] = useState<FormState>({ mode: 'closed' });
  const mdis = useMdis(page, debouncedSearch);
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
    <section aria-labelledby="mdi-title">
      <div
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}
      >
        <Typography.Title level={1} id="mdi-title" style={{ margin: 0, fontSize: 24 }}>
          Mediciones de Impacto
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormState({ mode: 'create' })}>
          Agregar
        </Button>
      </div>
      <Input.Search
        style={{ margin: '16px 0', maxWidth: 420 }}
        placeholder="Buscar por nombre"
        aria-label="Buscar mediciones de impacto"
        allowClear
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        onSearch={(value) => setSearchText(value)}
        loading={mdis.isFetching && searchText.trim() !== debouncedSearch}
      />
      {mdis.isError ? (
        <Alert type="error" showIcon title={errorMessageOf(mdis.error)} />
      ) : (
        <Table<Mdi>
          rowKey="mdiId"
          columns={columns}
          dataSource={mdis.data?.docs}
          loading={mdis.isPending || (mdis.isFetching && mdis.isPlaceholderData)}
          locale={{
            emptyText: debouncedSearch ? 'No se encontraron mediciones' : 'No hay mediciones de impacto',
          }}
          pagination={{
            current: page,
            pageSize: 10,
            total: mdis.data?.totalDocs ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: goToPage,
          }}
        />
      )}
      <MdiFormModal
        open={formState.mode !== 'closed'}
        mdi={formState.mode === 'edit' ? formState.mdi : undefined}
        onClose={() => setFormState({ mode: 'closed' })}
      />
    </section>
  );
}
