import { CopyOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CAMPUS_PAGE_SIZE,
  campusMessages,
  campusRoleLabels,
  campusStatusLabels,
  type CampusSummary,
} from '@enlaza/contract';
import { App as AntApp, Button, Space, Switch, Tooltip, type TableProps } from 'antd';
import { Link, useNavigate } from 'react-router';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { errorMessageOf } from '../../lib/api';
import { dayjs } from '../../lib/dates';
import { useListQuery } from '../../lib/useListQuery';
import { useCampusList, useCloneCampus, useDeleteCampus, useToggleCampusStatus } from './campusApi';
import { DISPLAY_DATE_FORMAT } from './campusForm';
import { ListPage } from '../../components/ListPage';

/** Spec 001 §2: the preview opens in a new window. */
export function openCampusPreview(campusId: string) {
  window.open(`/admin/campus/${encodeURIComponent(campusId)}/preview`, '_blank', 'noopener');
}

const lessonCount = (campus: CampusSummary) =>
  (campus.studentCampusInfo?.lessonsIds.length ?? 0) + (campus.mentorCampusInfo?.lessonsIds.length ?? 0);

/** /admin/campus: the campus list (spec 001 §2 "Campus", §7). Page and search live in the address. */
export function CampusListPage() {
  const { message } = AntApp.useApp();
  const navigate = useNavigate();
  const listQuery = useListQuery();
  const { page, search, goToPage } = listQuery;
  const list = useCampusList(page, search);
  const toggleStatus = useToggleCampusStatus();
  const cloneCampus = useCloneCampus();
  const deleteCampus = useDeleteCampus();

  const showError = (error: unknown) => message.error(errorMessageOf(error));

  const columns: TableProps<CampusSummary>['columns'] = [
    {
      title: 'Nombre',
      dataIndex: 'title',
      key: 'title',
      render: (title: string, campus) => <Link to={`/admin/campus/edit/${campus.campusId}`}>{title}</Link>,
    },
    {
      title: 'Tipo',
      dataIndex: 'role',
      key: 'role',
      responsive: ['sm'],
      render: (role: CampusSummary['role']) => campusRoleLabels[role],
    },
    { title: 'Lecciones', key: 'lessons', responsive: ['md'], render: (_, campus) => lessonCount(campus) },
    {
      title: 'Creado',
      dataIndex: 'createdAt',
      key: 'createdAt',
      responsive: ['lg'],
      render: (createdAt: string) => dayjs(createdAt).tz().format(DISPLAY_DATE_FORMAT),
    },
    {
      title: 'Estado',
      key: 'status',
      render: (_, campus) => (
        <Switch
          checked={campus.status === 'ENABLED'}
          checkedChildren="Habilitado"
          unCheckedChildren="Deshabilitado"
          aria-label={`Estado de ${campus.title}: ${campusStatusLabels[campus.status]}`}
          loading={toggleStatus.isPending && toggleStatus.variables === campus.campusId}
          onChange={() => toggleStatus.mutate(campus.campusId, { onError: showError })}
        />
      ),
    },
    {
      title: 'Acciones',
      key: 'actions',
      width: 170,
      render: (_, campus) => (
        <Space size={0}>
          <Tooltip title="Editar">
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Editar ${campus.title}`}
              onClick={() => navigate(`/admin/campus/edit/${campus.campusId}`)}
            />
          </Tooltip>
          <Tooltip title="Vista previa">
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label={`Vista previa de ${campus.title}`}
              onClick={() => openCampusPreview(campus.campusId)}
            />
          </Tooltip>
          <Tooltip title="Clonar">
            <Button
              type="text"
              icon={<CopyOutlined />}
              aria-label={`Clonar ${campus.title}`}
              loading={cloneCampus.isPending && cloneCampus.variables === campus.campusId}
              onClick={() =>
                cloneCampus.mutate(campus.campusId, {
                  onSuccess: () => message.success(campusMessages.cloned),
                  onError: showError,
                })
              }
            />
          </Tooltip>
          <ConfirmDeleteButton
            title="Eliminar campus"
            itemName={campus.title}
            description={`¿Eliminar el campus ${campus.title} con sus lecciones y archivos? Esta acción no se puede deshacer.`}
            onConfirm={() =>
              deleteCampus.mutateAsync(campus.campusId).then(
                () => message.success(campusMessages.deleted),
                (error: unknown) => showError(error),
              )
            }
          />
        </Space>
      ),
    },
  ];

  return (
    <ListPage<CampusSummary>
      titleId="campus-title"
      title="Campus"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/admin/campus/create')}>
          Crear campus
        </Button>
      }
      search={{ label: 'Buscar campus', placeholder: 'Buscar por nombre', ...listQuery }}
      query={list}
      rowKey="campusId"
      columns={columns}
      page={page}
      pageSize={CAMPUS_PAGE_SIZE}
      onPageChange={goToPage}
      emptyTexts={{ searched: campusMessages.notFound, none: campusMessages.notFound }}
    />
  );
}
