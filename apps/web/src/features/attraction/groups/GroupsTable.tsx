import {
  groupActivityStatusDescriptions,
  groupActivityStatuses,
  groupActivityStatusLabels,
  type AttractionGroup,
  type AttractionGroupsResponse,
} from '@enlaza/contract';
import { Alert, App as AntApp, Button, Flex, Form, Modal, Select, Space, Table, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { DownloadButton } from '../../../components/DownloadButton';
import { errorMessageOf } from '../../../lib/api';
import { downloadGroups, useAddGroupStudent, useSwapGroupMentor } from './groupsApi';
import { fullName, GroupStatusTag, paletteColor } from './palette';
import { sidewaysScroll } from '../../../components/tableScroll';

const messagesLabel = (count: number) => `${count} ${count === 1 ? 'mensaje' : 'mensajes'}`;

type Action = { kind: 'mentor' | 'student'; group: AttractionGroup; title: string } | null;

function ActionModal({
  processId,
  data,
  action,
  onClose,
}: {
  processId: string;
  data: AttractionGroupsResponse;
  action: NonNullable<Action>;
  onClose: () => void;
}) {
  const { message } = AntApp.useApp();
  const swapMentor = useSwapGroupMentor(processId);
  const addStudent = useAddGroupStudent(processId);
  const [chosen, setChosen] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const leading = new Set(data.groups.map((g) => g.mentorId));
  const grouped = new Set(data.groups.flatMap((g) => g.studentIds));
  const isMentor = action.kind === 'mentor';
  const options = (isMentor ? data.tutors.filter((t) => !leading.has(t.userId)) : data.students)
    .filter((p) => isMentor || !grouped.has(p.userId))
    .map((p) => ({ value: p.userId, label: `${fullName(p)} (${p.email})` }));
  const label = isMentor ? 'Nuevo tutor' : 'Estudiante';

  const onOk = async () => {
    if (!chosen) return;
    setError(null);
    try {
      const result = isMentor
        ? await swapMentor.mutateAsync({
            groupId: action.group.groupId,
            oldMentorId: action.group.mentorId,
            newMentorId: chosen,
          })
        : await addStudent.mutateAsync({ groupId: action.group.groupId, userId: chosen });
      message.success(result.message);
      onClose();
    } catch (err) {
      setError(errorMessageOf(err));
    }
  };

  return (
    <Modal
      open
      width={650}
      title={isMentor ? `Cambiar tutor de ${action.title}` : `Añadir estudiante a ${action.title}`}
      okText={isMentor ? 'Cambiar tutor' : 'Añadir'}
      cancelText="Cancelar"
      okButtonProps={{ disabled: !chosen, loading: swapMentor.isPending || addStudent.isPending }}
      onOk={() => void onOk()}
      onCancel={onClose}
    >
      {options.length === 0 ? (
        <Alert
          type="info"
          showIcon
          title={
            isMentor
              ? 'Todos los tutores confirmados ya lideran un grupo'
              : 'Todas las estudiantes confirmadas ya tienen grupo'
          }
        />
      ) : (
        <Form layout="vertical">
          <Form.Item label={label} htmlFor="group-action-select">
            <Select
              id="group-action-select"
              showSearch={{ optionFilterProp: 'label' }}
              value={chosen}
              onChange={setChosen}
              options={options}
              placeholder={isMentor ? 'Seleccione un tutor' : 'Seleccione una estudiante'}
            />
          </Form.Item>
        </Form>
      )}
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginTop: 12 }} />}
    </Modal>
  );
}

/**
 * Spec 001 §2 "Process detail": the group table of a running or finished attraction process, with each group's chat
 * activity; admins change a group's tutor or add a student to it while the process is not finished.
 */
export function GroupsTable({
  processId,
  processName,
  data,
  canEdit,
  actions,
}: {
  processId: string;
  processName: string;
  data: AttractionGroupsResponse;
  canEdit: boolean;
  /** The coordinator's messaging buttons, beside the download. */
  actions?: ReactNode;
}) {
  const [action, setAction] = useState<Action>(null);
  const titleOf = (index: number) => `Grupo ${index + 1}`;

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <ul aria-label="Estados de actividad" style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
          {groupActivityStatuses.map((status) => (
            <li key={status} style={{ display: 'inline-block', marginInlineEnd: 12 }}>
              <GroupStatusTag status={status} label={groupActivityStatusLabels[status]} />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {groupActivityStatusDescriptions[status]}
              </Typography.Text>
            </li>
          ))}
        </ul>
        <Space wrap>
          {actions}
          {data.groups.length > 0 && (
            <DownloadButton download={() => downloadGroups(processId, processName)}>Descargar Excel</DownloadButton>
          )}
        </Space>
      </Flex>
      <Table<AttractionGroup>
        rowKey="groupId"
        size="small"
        pagination={false}
        scroll={sidewaysScroll({ height: 500 })}
        dataSource={data.groups}
        locale={{ emptyText: 'El proceso no tiene grupos' }}
        columns={[
          {
            title: 'Grupo',
            key: 'group',
            render: (_, group, index) => {
              const color = paletteColor(group.colorIndex);
              return (
                <Space>
                  <span
                    aria-hidden
                    style={{
                      display: 'inline-block',
                      width: 14,
                      height: 14,
                      borderRadius: 4,
                      background: color.accent,
                    }}
                  />
                  <span>{titleOf(index)}</span>
                </Space>
              );
            },
          },
          { title: 'Tutor', key: 'mentor', render: (_, group) => fullName(group.mentor) },
          {
            title: 'Estudiantes',
            key: 'students',
            render: (_, group) => (
              <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                {group.students.map((s) => (
                  <li key={s.userId}>{fullName(s)}</li>
                ))}
              </ul>
            ),
          },
          { title: 'Mensajes', dataIndex: 'messages', key: 'messages' },
          {
            title: 'Estado',
            key: 'status',
            render: (_, group) => (
              <GroupStatusTag status={group.status} label={groupActivityStatusLabels[group.status]} />
            ),
          },
          {
            title: 'Desde el último desafío',
            key: 'challenge',
            render: (_, group) =>
              group.challengeMessageCounter.startDate ? (
                <Space size={4}>
                  <span>{messagesLabel(group.challengeMessageCounter.countMessages)}</span>
                  <GroupStatusTag
                    status={group.challengeMessageCounter.groupChallengeStatus}
                    label={groupActivityStatusLabels[group.challengeMessageCounter.groupChallengeStatus]}
                  />
                </Space>
              ) : (
                <Typography.Text type="secondary">Sin desafíos enviados</Typography.Text>
              ),
          },
          ...(canEdit
            ? [
                {
                  title: 'Acciones',
                  key: 'actions',
                  render: (_: unknown, group: AttractionGroup, index: number) => (
                    <Space wrap>
                      <Button
                        size="small"
                        aria-label={`Cambiar tutor de ${titleOf(index)}`}
                        onClick={() => setAction({ kind: 'mentor', group, title: titleOf(index) })}
                      >
                        Cambiar tutor
                      </Button>
                      <Button
                        size="small"
                        aria-label={`Añadir estudiante a ${titleOf(index)}`}
                        onClick={() => setAction({ kind: 'student', group, title: titleOf(index) })}
                      >
                        Añadir estudiante
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {action && <ActionModal processId={processId} data={data} action={action} onClose={() => setAction(null)} />}
    </Flex>
  );
}
