import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { Industry, Specialty } from '@enlaza/contract';
import { Alert, App as AntApp, Button, Input, List, Space, Table, Tooltip, Typography, type TableProps } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { errorMessageOf } from '../../lib/api';
import {
  useCreateIndustry,
  useCreateSpecialty,
  useDeleteIndustry,
  useDeleteSpecialty,
  useRenameIndustry,
  useRenameSpecialty,
} from './adminApi';
import { useIndustries } from './hooks';
import { NameModal } from './NameModal';
import { matchesSearch } from './search';

type Editing =
  | { mode: 'closed' }
  | { mode: 'createIndustry' }
  | { mode: 'renameIndustry'; industry: Industry }
  | { mode: 'createSpecialty'; industry: Industry }
  | { mode: 'renameSpecialty'; industry: Industry; specialty: Specialty };

const modalTitles: Record<Exclude<Editing['mode'], 'closed'>, string> = {
  createIndustry: 'Nueva industria',
  renameIndustry: 'Editar industria',
  createSpecialty: 'Nueva especialidad',
  renameSpecialty: 'Editar especialidad',
};

/** Industries with their specialties: each industry opens to show and edit its specialties. */
export function IndustriesTab() {
  const { message } = AntApp.useApp();
  const industries = useIndustries();
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const createIndustry = useCreateIndustry();
  const renameIndustry = useRenameIndustry();
  const deleteIndustry = useDeleteIndustry();
  const createSpecialty = useCreateSpecialty();
  const renameSpecialty = useRenameSpecialty();
  const deleteSpecialty = useDeleteSpecialty();

  // An industry matches by its own name (then all its specialties show) or through the specialties that match.
  const visible = useMemo(() => {
    const all = industries.data ?? [];
    if (search.trim() === '') return all;
    return all.flatMap((industry) => {
      if (matchesSearch(industry.industryName, search)) return [industry];
      const specialties = industry.specialties.filter((s) => matchesSearch(s.specialtyName, search));
      return specialties.length > 0 ? [{ ...industry, specialties }] : [];
    });
  }, [industries.data, search]);
  const searching = search.trim() !== '';
  const expandedKeys = searching ? visible.map((industry) => industry.industryId) : expanded;

  const settle = (change: Promise<unknown>, done: string) =>
    change.then(
      () => void message.success(done),
      (error: unknown) => void message.error(errorMessageOf(error)),
    );

  const submitName = async (name: string) => {
    switch (editing.mode) {
      case 'createIndustry': {
        const created = await createIndustry.mutateAsync(name);
        setExpanded((keys) => [...keys, created.industryId]);
        return;
      }
      case 'renameIndustry':
        return renameIndustry.mutateAsync({ id: editing.industry.industryId, name });
      case 'createSpecialty':
        return createSpecialty.mutateAsync({ industryId: editing.industry.industryId, name });
      case 'renameSpecialty':
        return renameSpecialty.mutateAsync({
          industryId: editing.industry.industryId,
          id: editing.specialty.specialtyId,
          name,
        });
    }
  };

  const renderSpecialties = (industry: Industry) => (
    <div role="group" aria-label={`Especialidades de ${industry.industryName}`} style={{ paddingInlineStart: 8 }}>
      <List<Specialty>
        size="small"
        dataSource={industry.specialties}
        locale={{ emptyText: 'Esta industria aún no tiene especialidades' }}
        renderItem={(specialty) => (
          <List.Item
            actions={[
              <Tooltip title="Editar" key="edit">
                <Button
                  type="text"
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={`Editar especialidad ${specialty.specialtyName}`}
                  onClick={() => setEditing({ mode: 'renameSpecialty', industry, specialty })}
                />
              </Tooltip>,
              <ConfirmDeleteButton
                key="delete"
                size="small"
                title="Eliminar especialidad"
                itemName={specialty.specialtyName}
                label={`Eliminar especialidad ${specialty.specialtyName}`}
                onConfirm={() =>
                  settle(
                    deleteSpecialty.mutateAsync({ industryId: industry.industryId, id: specialty.specialtyId }),
                    `Se eliminó "${specialty.specialtyName}"`,
                  )
                }
              />,
            ]}
          >
            {specialty.specialtyName}
          </List.Item>
        )}
      />
      <Button
        type="dashed"
        size="small"
        icon={<PlusOutlined />}
        style={{ marginTop: 8 }}
        onClick={() => setEditing({ mode: 'createSpecialty', industry })}
        aria-label={`Agregar especialidad a ${industry.industryName}`}
      >
        Agregar especialidad
      </Button>
    </div>
  );

  const columns: TableProps<Industry>['columns'] = [
    { title: 'Industria', dataIndex: 'industryName', key: 'name' },
    {
      title: 'Especialidades',
      key: 'count',
      width: 130,
      responsive: ['sm'],
      render: (_, industry) => <Typography.Text type="secondary">{industry.specialties.length}</Typography.Text>,
    },
    {
      title: 'Acciones',
      key: 'actions',
      width: 110,
      // Clicks here (and in the confirmation, a portal that still bubbles through React) must not toggle the row.
      onCell: () => ({ onClick: (event) => event.stopPropagation() }),
      render: (_, industry) => (
        <Space size={0}>
          <Tooltip title="Editar">
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Editar industria ${industry.industryName}`}
              onClick={() => setEditing({ mode: 'renameIndustry', industry })}
            />
          </Tooltip>
          <ConfirmDeleteButton
            title="Eliminar industria"
            itemName={industry.industryName}
            label={`Eliminar industria ${industry.industryName}`}
            description={`¿Eliminar "${industry.industryName}" y sus especialidades? Esta acción no se puede deshacer.`}
            onConfirm={() =>
              settle(deleteIndustry.mutateAsync(industry.industryId), `Se eliminó "${industry.industryName}"`)
            }
          />
        </Space>
      ),
    },
  ];

  const editingIndustry = editing.mode === 'closed' || editing.mode === 'createIndustry' ? null : editing.industry;
  return (
    <div>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center', marginBottom: 16 }}>
        <Input.Search
          style={{ flex: '1 1 220px', maxWidth: 420 }}
          placeholder="Buscar industria o especialidad"
          aria-label="Buscar industria o especialidad"
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'createIndustry' })}>
          Agregar industria
        </Button>
      </div>
      {industries.isError ? (
        <Alert type="error" showIcon title={errorMessageOf(industries.error)} />
      ) : (
        <Table<Industry>
          rowKey="industryId"
          size="middle"
          columns={columns}
          dataSource={visible}
          loading={industries.isPending}
          locale={{ emptyText: searching ? 'No hay resultados para esta búsqueda' : 'Aún no hay industrias' }}
          pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
          expandable={{
            expandedRowRender: renderSpecialties,
            expandedRowKeys: expandedKeys,
            onExpandedRowsChange: (keys) => {
              if (!searching) setExpanded(keys);
            },
            expandRowByClick: true,
          }}
        />
      )}
      <NameModal
        open={editing.mode !== 'closed'}
        title={
          editing.mode === 'closed'
            ? ''
            : editingIndustry && editing.mode === 'createSpecialty'
              ? `${modalTitles.createSpecialty} en ${editingIndustry.industryName}`
              : modalTitles[editing.mode]
        }
        initialName={
          editing.mode === 'renameIndustry'
            ? editing.industry.industryName
            : editing.mode === 'renameSpecialty'
              ? editing.specialty.specialtyName
              : ''
        }
        onSubmit={submitName}
        onClose={() => setEditing({ mode: 'closed' })}
      />
    </div>
  );
}
