import { EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CONVOCATORIES_PAGE_SIZE,
  convocatoryListLoadError,
  convocatoryMessages,
  convocatoryStatusLabels,
  convocatoryStatuses,
  formatRut,
  isConvocatoryDeletable,
  isConvocatoryEditable,
  type ConvocatoryStatus,
  type ConvocatorySummary,
} from '@enlaza/contract';
import { App as AntApp, Button, Space, Tooltip, Typography, type TableProps } from 'antd';
import { Link, useNavigate } from 'react-router';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { StatusBoardsPage } from '../../components/StatusBoardsPage';
import { useConvocatoryList, useDeleteConvocatory } from './convocatoriesApi';
import { formatShortDate } from './convocatoryForm';
import { ConvocatoryStatusTag } from './ConvocatoryStatusTag';
import './convocatories.css';
import { PagedTable } from '../../components/ListPage';

interface StatusTableProps {
  status: ConvocatoryStatus;
  page: number;
  search: string;
  onPageChange: (page: number) => void;
}

/** One of the four tables: its own paging and its own load error (spec 002 §2.2, §8). */
function StatusTable({ status, page, search, onPageChange }: StatusTableProps) {
  const { message } = AntApp.useApp();
  const navigate = useNavigate();
  const list = useConvocatoryList(status, page, search);
  const deleteConvocatory = useDeleteConvocatory();
  const titleId = `convocatories-${status.toLowerCase()}`;

  const columns: TableProps<ConvocatorySummary>['columns'] = [
    {
      title: 'Nombre',
      dataIndex: 'name',
      key: 'name',
      render: (name: string, convocatory) => (
        <Link to={`/admin/convocatory/view/${convocatory.convocatoryId}`}>{name}</Link>
      ),
    },
    {
      title: 'Cliente',
      key: 'client',
      render: (_, { client }) => (
        <>
          <div>{client.name}</div>
          {client.rut && <Typography.Text type="secondary">{formatRut(client.rut)}</Typography.Text>}
        </>
      ),
    },
    {
      title: 'Apertura estimada',
      dataIndex: 'estimatedOpenDate',
      key: 'estimatedOpenDate',
      render: formatShortDate,
    },
    {
      title: 'Cierre estimado',
      dataIndex: 'estimatedCloseDate',
      key: 'estimatedCloseDate',
      render: formatShortDate,
    },
    {
      title: 'Acciones',
      key: 'actions',
      width: 130,
      render: (_, convocatory) => (
        <Space size={0}>
          <Tooltip title="Ver">
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label={`Ver ${convocatory.name}`}
              onClick={() => navigate(`/admin/convocatory/view/${convocatory.convocatoryId}`)}
            />
          </Tooltip>
          {isConvocatoryEditable(convocatory.status) && (
            <Tooltip title="Editar">
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={`Editar ${convocatory.name}`}
                onClick={() => navigate(`/admin/convocatory/edit/${convocatory.convocatoryId}`)}
              />
            </Tooltip>
          )}
          {isConvocatoryDeletable(convocatory.status) && (
            <ConfirmDeleteButton
              title="Eliminar convocatoria"
              itemName={convocatory.name}
              description={convocatoryMessages.deleteConfirm}
              onConfirm={() =>
                deleteConvocatory.mutateAsync(convocatory.convocatoryId).then(
                  () => message.success(convocatoryMessages.deleted),
                  () => message.error(convocatoryMessages.deleteFailed),
                )
              }
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <section aria-labelledby={titleId} className="convocatory-status-table">
      <Typography.Title level={2} id={titleId} style={{ fontSize: 16, margin: '24px 0 8px' }}>
        <ConvocatoryStatusTag status={status} />
      </Typography.Title>
      <PagedTable<ConvocatorySummary>
        query={list}
        rowKey="convocatoryId"
        size="middle"
        columns={columns}
        page={page}
        pageSize={CONVOCATORIES_PAGE_SIZE}
        onPageChange={onPageChange}
        emptyText={
          search
            ? 'No se encontraron convocatorias'
            : `No hay convocatorias en estado ${convocatoryStatusLabels[status]}`
        }
        errorAlert={{ title: convocatoryListLoadError(status) }}
      />
    </section>
  );
}

/** /admin/convocatory 'Convocatorias': one table per state (spec 002 §2.2). */
export function ConvocatoriesPage() {
  const navigate = useNavigate();
  return (
    <StatusBoardsPage
      title={convocatoryMessages.title}
      titleId="convocatories-title"
      action={{
        label: convocatoryMessages.add,
        icon: <PlusOutlined />,
        onClick: () => navigate('/admin/convocatory/create'),
      }}
      searchLabel="Buscar convocatorias"
      statuses={convocatoryStatuses}
      renderBoard={(board) => <StatusTable {...board} />}
    />
  );
}
