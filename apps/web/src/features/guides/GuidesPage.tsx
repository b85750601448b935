import { CopyOutlined, EditOutlined, EyeOutlined, LockOutlined, PlusOutlined } from '@ant-design/icons';
import { GUIDES_PAGE_SIZE, guideMessages, type GuideSummary, formatDate } from '@enlaza/contract';
import { App as AntApp, Button, Space, Tag, Tooltip, type TableProps } from 'antd';
import { Link, useNavigate } from 'react-router';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { errorMessageOf } from '../../lib/api';
import { useListQuery } from '../../lib/useListQuery';
import { useDeleteGuide, useDuplicateGuide, useGuides } from './guidesApi';
import { ListPage } from '../../components/ListPage';

/** /admin/mentorship: the mentoring guides ('Pautas', spec 001 §2). Page and search live in the address. */
export function GuidesPage() {
  const { message } = AntApp.useApp();
  const navigate = useNavigate();
  const listQuery = useListQuery();
  const { page, search, goToPage } = listQuery;
  const guides = useGuides(page, search);
  const duplicateGuide = useDuplicateGuide();
  const deleteGuide = useDeleteGuide();

  const duplicate = (guide: GuideSummary) =>
    duplicateGuide.mutate(guide.mentorshipId, {
      onSuccess: (copy) => message.success(`${guideMessages.duplicated}: ${copy.name}`),
      onError: () => message.error(guideMessages.duplicateFailed),
    });

  const remove = (guide: GuideSummary) =>
    deleteGuide.mutateAsync(guide.mentorshipId).then(
      () => {
        message.success(guideMessages.deleted);
      },
      (error: unknown) => {
        message.error(errorMessageOf(error));
      },
    );

  const columns: TableProps<GuideSummary>['columns'] = [
    {
      title: 'Nombre',
      dataIndex: 'name',
      key: 'name',
      render: (name: string, guide) => (
        <Space size={6}>
          <Link to={`/admin/mentorship/${guide.mentorshipId}/view`}>{name}</Link>
          {guide.locked && (
            <Tooltip title="Usada en al menos un proceso">
              <LockOutlined aria-label="Usada en al menos un proceso" />
            </Tooltip>
          )}
        </Space>
      ),
    },
    { title: 'Sesiones', dataIndex: 'sessionsCount', key: 'sessionsCount', width: 100, responsive: ['sm'] },
    {
      title: 'Etiquetas',
      key: 'tags',
      responsive: ['md'],
      render: (_, guide) => (
        <Space size={[0, 4]} wrap>
          {guide.mentorshipTypes.map((type) => (
            <Tag key={type.id}>{type.name}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: 'Creado',
      dataIndex: 'createdAt',
      key: 'createdAt',
      responsive: ['sm'],
      render: (createdAt: string) => formatDate(createdAt),
    },
    {
      title: 'Acciones',
      key: 'actions',
      width: 170,
      render: (_, guide) => (
        <Space size={0}>
          <Tooltip title="Ver">
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label={`Ver ${guide.name}`}
              onClick={() => navigate(`/admin/mentorship/${guide.mentorshipId}/view`)}
            />
          </Tooltip>
          <Tooltip title={guide.locked ? guideMessages.locked : 'Editar'}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Editar ${guide.name}`}
              disabled={guide.locked}
              onClick={() => navigate(`/admin/mentorship/${guide.mentorshipId}/edit`)}
            />
          </Tooltip>
          <Tooltip title="Duplicar">
            <Button
              type="text"
              icon={<CopyOutlined />}
              aria-label={`Duplicar ${guide.name}`}
              loading={duplicateGuide.isPending && duplicateGuide.variables === guide.mentorshipId}
              onClick={() => duplicate(guide)}
            />
          </Tooltip>
          <ConfirmDeleteButton
            title="Eliminar pauta"
            itemName={guide.name}
            description={`¿Eliminar la pauta ${guide.name} y sus documentos? Esta acción no se puede deshacer.`}
            disabled={guide.locked}
            onConfirm={() => remove(guide)}
          />
        </Space>
      ),
    },
  ];

  return (
    <ListPage<GuideSummary>
      titleId="guides-title"
      title="Pautas"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/admin/mentorship/create')}>
          Nueva pauta
        </Button>
      }
      search={{ label: 'Buscar pautas', placeholder: 'Buscar por nombre o descripción', ...listQuery }}
      query={guides}
      rowKey="mentorshipId"
      columns={columns}
      page={page}
      pageSize={GUIDES_PAGE_SIZE}
      onPageChange={goToPage}
      emptyTexts={{ searched: 'No se encontraron pautas', none: 'Aún no hay pautas' }}
    />
  );
}
