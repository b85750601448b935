import { CopyOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CAMPUS_PAGE_SIZE,
  campusMessages,
  campusRoleLabels,
  campusStatusLabels,
  type CampusSummary,
} from '@enlaza/contract';
import { Alert, App as AntApp, Button, Input, Space, Switch, Table, Tooltip, Typography, type TableProps } from 'antd';
import { Link, useNavigate } from 'react-router';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { errorMessageOf } from '../../lib/api';
import { dayjs } from '../../lib/dates';
import { useListQuery } from '../../lib/useListQuery';
import { useCampusList, useCloneCampus, useDeleteCampus, useToggleCampusStatus } from './campusApi';
import { DISPLAY_DATE_FORMAT } from './campusForm';

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
  const { page, searchText, setSearchText, search: debouncedSearch, goToPage } = useListQuery();
  const list = useCampusList(page, debouncedSearch);
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
    <section aria-labelledby="campus-title">
      <div className="campus-page-header">
        <Typography.Title level={1} id="campus-title" style={{ margin: 0, fontSize: 24 }}>
          Campus
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/admin/campus/create')}>
          Crear campus
        </Button>
      </div>
      <Input.Search
        style={{ margin: '16px 0', maxWidth: 420 }}
        placeholder="Buscar por nombre"
        aria-label="Buscar campus"
        allowClear
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        onSearch={(value) => setSearchText(value)}
        loading={list.isFetching && searchText.trim() !== debouncedSearch}
      />
      {list.isError ? (
        <Alert type="error" showIcon title={errorMessageOf(list.error)} />
      ) : (
        <Table<CampusSummary>
          rowKey="campusId"
          columns={columns}
          dataSource={list.data?.docs}
          loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: campusMessages.notFound }}
          pagination={{
            current: page,
            pageSize: CAMPUS_PAGE_SIZE,
            total: list.data?.totalDocs ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: goToPage,
          }}
        />
      )}
    </section>
  );
}
