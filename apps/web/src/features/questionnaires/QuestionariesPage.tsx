import { CopyOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import {
  QUESTIONARIES_PAGE_SIZE,
  questionaryMessages,
  questionaryRoleLabels,
  questionaryTypeLabels,
  questionaryTypes,
  type QuestionarySummary,
  type QuestionaryType,
} from '@enlaza/contract';
import { Alert, App as AntApp, Button, Input, Select, Space, Table, Tooltip, Typography, type TableProps } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { errorMessageOf } from '../../lib/api';
import { dayjs } from '../../lib/dates';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useDeleteQuestionary, useDuplicateQuestionary, useQuestionaries } from './questionnairesApi';

/** Spec 002 §2.5: 'Ver' opens the guide preview for MENTORSHIP_GUIDE, the questionary preview otherwise. */
export function previewPathOf(questionary: Pick<QuestionarySummary, 'id' | 'type'>): string {
  return questionary.type === 'MENTORSHIP_GUIDE'
    ? `/admin/template/${questionary.id}`
    : `/questionary/${questionary.id}`;
}

/** /admin/questionaries ('Cuestionarios'): every questionary, newest first. Page, search and type live in the address. */
export function QuestionariesPage() {
  const { message } = AntApp.useApp();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const typeParam = searchParams.get('type');
  const type = questionaryTypes.find((t) => t === typeParam);
  const [searchText, setSearchText] = useState(searchParams.get('q') ?? '');
  const debouncedSearch = useDebouncedValue(searchText.trim());
  const questionaries = useQuestionaries(page, debouncedSearch, type);
  const duplicate = useDuplicateQuestionary();
  const remove = useDeleteQuestionary();

  const updateParams = (change: (params: URLSearchParams) => void) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );

  // A new search starts at its first page.
  useEffect(() => {
    if ((searchParams.get('q') ?? '') === debouncedSearch) return;
    updateParams((next) => {
      if (debouncedSearch) next.set('q', debouncedSearch);
      else next.delete('q');
      next.delete('page');
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const columns: TableProps<QuestionarySummary>['columns'] = [
    {
      title: 'Nombre',
      dataIndex: 'name',
      key: 'name',
      render: (name: string, questionary) => <Link to={previewPathOf(questionary)}>{name}</Link>,
    },
    {
      title: 'Tipo',
      dataIndex: 'type',
      key: 'type',
      render: (value: QuestionaryType) => questionaryTypeLabels[value],
    },
    {
      title: 'Rol',
      dataIndex: 'target_user_role',
      key: 'role',
      responsive: ['sm'],
      render: (role: QuestionarySummary['target_user_role']) => questionaryRoleLabels[role],
    },
    {
      title: 'Creado',
      dataIndex: 'createdAt',
      key: 'createdAt',
      responsive: ['md'],
      render: (createdAt: string) => dayjs(createdAt).tz().format('DD-MM-YY'),
    },
    {
      title: 'Acciones',
      key: 'actions',
      render: (_, questionary) => (
        <Space size={0} wrap>
          <Link to={previewPathOf(questionary)} aria-label={`Ver ${questionary.name}`}>
            <Button type="link" icon={<EyeOutlined />}>
              Ver
            </Button>
          </Link>
          <Tooltip title="Editar">
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Editar ${questionary.name}`}
              onClick={() => navigate(`/admin/questionaries/edit/${questionary.id}`)}
            />
          </Tooltip>
          <Tooltip title="Duplicar">
            <Button
              type="text"
              icon={<CopyOutlined />}
              aria-label={`Duplicar ${questionary.name}`}
              loading={duplicate.isPending && duplicate.variables === questionary.id}
              onClick={() =>
                duplicate.mutate(questionary.id, {
                  onSuccess: () => message.success(questionaryMessages.duplicated),
                  onError: (error) => message.error(errorMessageOf(error)),
                })
              }
            />
          </Tooltip>
          <ConfirmDeleteButton
            title="Eliminar cuestionario"
            itemName={questionary.name}
            onConfirm={() =>
              remove.mutateAsync(questionary.id).then(
                () => message.success(questionaryMessages.deleted),
                (error: unknown) => message.error(errorMessageOf(error)),
              )
            }
          />
        </Space>
      ),
    },
  ];

  return (
    <section aria-labelledby="questionaries-title">
      <div
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}
      >
        <Typography.Title level={1} id="questionaries-title" style={{ margin: 0, fontSize: 24 }}>
          Cuestionarios
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/admin/questionaries/create')}>
          Crear cuestionario
        </Button>
      </div>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', margin: '16px 0' }}>
        <Input.Search
          style={{ maxWidth: 420, flex: '1 1 240px' }}
          placeholder="Buscar por nombre"
          aria-label="Buscar cuestionarios"
          allowClear
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onSearch={(value) => setSearchText(value)}
          loading={questionaries.isFetching && searchText.trim() !== debouncedSearch}
        />
        <Select<QuestionaryType>
          allowClear
          placeholder="Todos los tipos"
          aria-label="Filtrar por tipo"
          style={{ minWidth: 200 }}
          value={type}
          options={questionaryTypes.map((value) => ({ value, label: questionaryTypeLabels[value] }))}
          onChange={(value) =>
            updateParams((next) => {
              if (value) next.set('type', value);
              else next.delete('type');
              next.delete('page');
            })
          }
        />
      </div>
      {questionaries.isError ? (
        <Alert type="error" showIcon title={errorMessageOf(questionaries.error)} />
      ) : (
        <Table<QuestionarySummary>
          rowKey="id"
          columns={columns}
          dataSource={questionaries.data?.docs}
          loading={questionaries.isPending || (questionaries.isFetching && questionaries.isPlaceholderData)}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: debouncedSearch || type ? 'No se encontraron cuestionarios' : 'No hay cuestionarios' }}
          pagination={{
            current: page,
            pageSize: QUESTIONARIES_PAGE_SIZE,
            total: questionaries.data?.totalDocs ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (next) => updateParams((params) => params.set('page', String(next))),
          }}
        />
      )}
    </section>
  );
}
