import {
  attractionProcessMessages,
  invitationStatusLabels,
  isAttractionProcess,
  invitationStatuses,
  processMessages,
  type InvitationStatus,
  type ParticipantRole,
  type ProcessDetail,
  type ProcessParticipant,
} from '@enlaza/contract';
import {
  Alert,
  App as AntApp,
  Button,
  Drawer,
  Flex,
  Input,
  List,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  type TableProps,
} from 'antd';
import { useMemo, useState } from 'react';
import { ApiError, errorMessageOf } from '../../../lib/api';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import {
  PARTICIPANTS_PAGE_SIZE,
  useInviteParticipants,
  useLiveParticipants,
  useProcessCampuses,
  useRemoveParticipant,
} from '../processesApi';
import { AddParticipantsByEmail } from './AddParticipantsByEmail';
import { InvitationStatusPie, invitationTagColors } from './InvitationStatusPie';
import { isAtMailLimit, mailCountText, planInvitations } from './invitationPlan';
import { sidewaysScroll } from '../../../components/tableScroll';

export const participantRoleTitles: Record<ParticipantRole, string> = { MENTOR: 'Mentoras', STUDENT: 'Mentees' };
/** An attraction process calls its mentors tutors and its mentees students (spec 001 §2). */
export const attractionRoleTitles: Record<ParticipantRole, string> = { MENTOR: 'Tutores', STUDENT: 'Estudiantes' };
/** One person's invitation (the contract's labels are the pie's plural counts). */
export const invitationTagLabels: Record<InvitationStatus, string> = {
  PENDING: 'Pendiente',
  REJECTED: 'Desistida',
  APPROVED: 'Confirmada',
};
const emptyCounts = { PENDING: 0, APPROVED: 0, REJECTED: 0 };
/** Removing someone: a mentor stays listed as removed for good, a mentee leaves and may be added again. */
const removal: Record<ParticipantRole, { title: string; question: (name: string) => string; done: string }> = {
  MENTOR: {
    title: 'Quitar mentora',
    question: (name) => `¿Quitar a ${name} del proceso? No podrá volver a agregarse.`,
    done: 'Mentora quitada del proceso',
  },
  STUDENT: {
    title: 'Quitar mentee',
    question: (name) => `¿Quitar a ${name} del proceso?`,
    done: 'Mentee quitada del proceso',
  },
};
const fullName = (p: ProcessParticipant) => `${p.data.name} ${p.data.lastName}`.trim();

/**
 * A participant tab of the draft and pre-kickoff pages (spec 001 §2 "Mentors tab of a process"): the invitation
 * pie next to the table (filter, search, 10 per page, refreshed every 2 s), then inviting, adding and removing.
 */
export function ParticipantsTab({ process, role }: { process: ProcessDetail; role: ParticipantRole }) {
  const { message } = AntApp.useApp();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<InvitationStatus | undefined>();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const list = useLiveParticipants(process.processId, role, { page, status, search });
  const campuses = useProcessCampuses(process.processId);
  const invite = useInviteParticipants();
  const remove = useRemoveParticipant();
  /** Selected people by id, kept across pages; refreshed from each poll so mail counts stay current. */
  const [selected, setSelected] = useState<Map<string, ProcessParticipant>>(new Map());
  const [atLimit, setAtLimit] = useState<ProcessParticipant[]>([]);
  const attraction = isAttractionProcess(process);
  const title = (attraction ? attractionRoleTitles : participantRoleTitles)[role];
  const headingId = `participants-${role.toLowerCase()}`;

  const campusTitle = useMemo(() => new Map((campuses.data ?? []).map((c) => [c.campusId, c.title])), [campuses.data]);
  const selectedNow = [...selected.values()].map((p) => list.data?.docs.find((d) => d.userId === p.userId) ?? p);
  const anyMailed = selectedNow.some((p) => p.invitationMailCount > 0);

  const sendInvitations = async () => {
    const plan = planInvitations(selectedNow);
    if (plan.noneAwaiting) {
      message.warning(processMessages.alreadyAnswered[role]);
      return;
    }
    if (plan.atLimit.length) setAtLimit(plan.atLimit);
    if (!plan.toInvite.length) return;
    try {
      const result = await invite.mutateAsync({
        processId: process.processId,
        role,
        userIds: plan.toInvite.map((p) => p.userId),
      });
      // Someone may have reached the limit meanwhile (another tab, another admin).
      const lateLimit = plan.toInvite.filter((p) => result.limitReached.includes(p.userId));
      if (lateLimit.length) setAtLimit([...plan.atLimit, ...lateLimit]);
      if (result.invited.length) {
        message.success((attraction ? attractionProcessMessages : processMessages).invitationsSent[role]);
      }
      setSelected(new Map());
    } catch (error) {
      message.error(
        error instanceof ApiError && error.status === 409 ? error.message : processMessages.invitationsFailed,
      );
    }
  };

  const columns: TableProps<ProcessParticipant>['columns'] = [
    { title: 'Nombre', key: 'name', render: (_, p) => fullName(p) },
    { title: 'Email', key: 'email', render: (_, p) => p.data.email },
    {
      title: 'Estado',
      key: 'status',
      render: (_, p) =>
        p.removed ? (
          <Tag>Quitada</Tag>
        ) : (
          <Tag color={invitationTagColors[p.invitationStatus]}>{invitationTagLabels[p.invitationStatus]}</Tag>
        ),
    },
    {
      title: 'Correos',
      key: 'mails',
      render: (_, { invitationMailCount }) => (
        <Typography.Text
          type={isAtMailLimit(invitationMailCount) ? 'danger' : undefined}
          aria-label={`${invitationMailCount} de 3 correos de invitación`}
        >
          {mailCountText(invitationMailCount)}
        </Typography.Text>
      ),
    },
    {
      title: 'Campus',
      key: 'campus',
      render: (_, p) => (p.campusId ? (campusTitle.get(p.campusId) ?? '—') : '—'),
    },
    {
      title: 'Acciones',
      key: 'actions',
      render: (_: unknown, p: ProcessParticipant) =>
        p.removed ? null : (
          <Popconfirm
            title={removal[role].title}
            description={removal[role].question(fullName(p))}
            okText="Quitar"
            okButtonProps={{ danger: true }}
            cancelText="Cancelar"
            onConfirm={() =>
              remove.mutateAsync({ processId: process.processId, userId: p.userId }).then(
                () => {
                  message.success(removal[role].done);
                },
                (error: unknown) => {
                  message.error(errorMessageOf(error));
                },
              )
            }
          >
            <Button size="small" danger aria-label={`Quitar a ${fullName(p)}`}>
              Quitar
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId} style={{ fontSize: 16 }}>
        {title}
      </Typography.Title>
      <Flex wrap gap={16} align="flex-start">
        <InvitationStatusPie counts={list.data?.counts ?? emptyCounts} title={title} />
        {/* Beside the pie only when the table has room for every column; below it otherwise. */}
        <div style={{ flex: '1 1 560px', minWidth: 0 }}>
          <Flex wrap gap={8} style={{ marginBottom: 8 }}>
            <Select<InvitationStatus>
              allowClear
              placeholder="Todos los estados"
              aria-label={`Filtrar ${title.toLowerCase()} por estado`}
              style={{ minWidth: 180 }}
              value={status}
              onChange={(value) => {
                setStatus(value);
                setPage(1);
              }}
              options={invitationStatuses.map((s) => ({ value: s, label: invitationStatusLabels[s] }))}
            />
            <Input.Search
              allowClear
              placeholder="Buscar por nombre o email"
              aria-label={`Buscar ${title.toLowerCase()}`}
              style={{ flex: '1 1 200px' }}
              value={searchText}
              onChange={(e) => {
                setSearchText(e.target.value);
                setPage(1);
              }}
            />
          </Flex>
          {list.isError ? (
            <Alert
              type="error"
              showIcon
              title={role === 'MENTOR' ? 'Error al cargar mentoras' : 'Error al cargar mentees'}
              description={errorMessageOf(list.error)}
            />
          ) : (
            <Table<ProcessParticipant>
              rowKey="userId"
              size="small"
              columns={columns}
              dataSource={list.data?.docs}
              loading={list.isPending}
              // A floor width rather than the content's: long campus names and emails wrap, so the columns fit.
              tableLayout="auto"
              scroll={sidewaysScroll({ width: 640, height: 350 })}
              locale={{ emptyText: `No hay ${title.toLowerCase()} en este proceso` }}
              rowSelection={{
                selectedRowKeys: [...selected.keys()],
                preserveSelectedRowKeys: true,
                getCheckboxProps: (p) => ({ disabled: p.removed, 'aria-label': `Seleccionar a ${fullName(p)}` }),
                onChange: (keys, rows) =>
                  setSelected((current) => {
                    const next = new Map<string, ProcessParticipant>();
                    for (const key of keys) {
                      const row = rows.find((r) => r?.userId === key) ?? current.get(String(key));
                      if (row) next.set(String(key), row);
                    }
                    return next;
                  }),
              }}
              pagination={{
                current: page,
                pageSize: PARTICIPANTS_PAGE_SIZE,
                total: list.data?.totalDocs ?? 0,
                showSizeChanger: false,
                hideOnSinglePage: true,
                onChange: setPage,
              }}
            />
          )}
        </div>
      </Flex>
      <Space wrap style={{ margin: '12px 0 16px' }}>
        <Button type="primary" disabled={!selected.size} loading={invite.isPending} onClick={sendInvitations}>
          {anyMailed ? 'Reenviar invitación' : 'Invitar'}
        </Button>
        <Typography.Text type="secondary">
          {selected.size ? `${selected.size} seleccionada(s)` : 'Selecciona personas para invitarlas'}
        </Typography.Text>
      </Space>
      {process.status !== 'FINALIZED' && <AddParticipantsByEmail processId={process.processId} />}
      <Drawer
        title={processMessages.invitationLimit}
        open={atLimit.length > 0}
        onClose={() => setAtLimit([])}
        size="default"
      >
        <Typography.Paragraph>
          Estas personas ya recibieron 3 correos de invitación y no se les volverá a escribir:
        </Typography.Paragraph>
        <List
          dataSource={atLimit}
          renderItem={(p) => (
            <List.Item key={p.userId}>
              <List.Item.Meta title={fullName(p)} description={p.data.email} />
            </List.Item>
          )}
        />
      </Drawer>
    </section>
  );
}
