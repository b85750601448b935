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
import { App as AntApp, Button, Select, Space, Tooltip, type TableProps } from 'antd';
import { Link, useNavigate } from 'react-router';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { errorMessageOf } from '../../lib/api';
import { dayjs } from '../../lib/dates';
import { useListQuery } from '../../lib/useListQuery';
import { useDeleteQuestionary, useDuplicateQuestionary, useQuestionaries } from './questionnairesApi';
import { ListPage } from '../../components/ListPage';

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
  const listQuery = useListQuery();
  const { page, search, goToPage, searchParams, setSearchParams } = listQuery;
  const typeParam = searchParams.get('type');
  const type = questionaryTypes.find((t) => t === typeParam);
  const questionaries = useQuestionaries(page, search, type);
  const duplicate = useDuplicateQuestionary();
  const remove = useDeleteQuestionary();

  // Another type starts at its first page, as a new search does.
  const filterByType = (value: QuestionaryType | undefined) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('type', value);
        else next.delete('type');
        next.delete('page');
        return next;
      },
      { replace: true },
    );

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
    <ListPage<QuestionarySummary>
      titleId="questionaries-title"
      title="Cuestionarios"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/admin/questionaries/create')}>
          Crear cuestionario
        </Button>
      }
      search={{ label: 'Buscar cuestionarios', placeholder: 'Buscar por nombre', ...listQuery }}
      filters={
        <Select<QuestionaryType>
          allowClear
          placeholder="Todos los tipos"
          aria-label="Filtrar por tipo"
          style={{ minWidth: 200 }}
          value={type}
          options={questionaryTypes.map((value) => ({ value, label: questionaryTypeLabels[value] }))}
          onChange={filterByType}
        />
      }
      filtered={Boolean(type)}
      query={questionaries}
      rowKey="id"
      columns={columns}
      page={page}
      pageSize={QUESTIONARIES_PAGE_SIZE}
      onPageChange={goToPage}
      emptyTexts={{ searched: 'No se encontraron cuestionarios', none: 'No hay cuestionarios' }}
    />
  );
}
