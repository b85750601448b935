import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragCancelEvent,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { assignationWarnings, type AttractionGroupsResponse } from '@enlaza/contract';
import { Alert, App as AntApp, Button, Empty, Flex, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { DraggablePersonCard } from '../../../components/DraggablePersonCard';
import { errorMessageOf } from '../../../lib/api';
import { useCreateGroups } from './groupsApi';
import { fullName, paletteColor } from './palette';

const UNASSIGNED = 'sin-grupo';
const UNASSIGNED_TITLE = 'Estudiantes sin grupo';

interface Column {
  id: string;
  title: string;
  colorIndex: number | null;
}

function GroupColumn({
  column,
  count,
  scrolls,
  children,
}: {
  column: Column;
  count: number;
  /** The list of students without a group scrolls past 500 px (spec 001 §9), so the groups stay in view. */
  scrolls: boolean;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: column.id });
  const color = column.colorIndex === null ? null : paletteColor(column.colorIndex);
  return (
    <section
      ref={setNodeRef}
      aria-label={column.title}
      style={{
        minWidth: 0,
        minHeight: 120,
        maxHeight: scrolls ? 500 : undefined,
        overflowY: scrolls ? 'auto' : undefined,
        padding: 12,
        borderRadius: 8,
        border: `1px ${color ? 'solid' : 'dashed'} ${isOver ? '#1677ff' : (color?.accent ?? '#d9d9d9')}`,
        borderTopWidth: color ? 6 : 1,
        background: isOver ? '#e6f4ff' : (color?.background ?? '#fafafa'),
      }}
    >
      <Typography.Title level={3} style={{ fontSize: 15, marginTop: 0 }}>
        {column.title} ({count})
      </Typography.Title>
      <Flex vertical gap={8}>
        {children}
      </Flex>
    </section>
  );
}

/**
 * Spec 001 §4–§5 group creation: the tutors' group cards and the students without a group. Students are dragged
 * onto a card (mouse or keyboard), or given a group in their card's list; or the server forms them by affinity.
 */
export function GroupsCreation({ processId, data }: { processId: string; data: AttractionGroupsResponse }) {
  const { message } = AntApp.useApp();
  const create = useCreateGroups(processId);
  const [groupOf, setGroupOf] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );

  const columns: Column[] = [
    { id: UNASSIGNED, title: UNASSIGNED_TITLE, colorIndex: null },
    ...data.tutors.map((tutor, index) => ({
      id: tutor.userId,
      title: `Grupo ${index + 1}: ${fullName(tutor)}`,
      colorIndex: index,
    })),
  ];
  const columnOf = (userId: string) => groupOf[userId] ?? UNASSIGNED;
  const onMove = (userId: string, columnId: string) => setGroupOf((current) => ({ ...current, [userId]: columnId }));
  const assignation = data.tutors.map((tutor) => ({
    mentorId: tutor.userId,
    studentIds: data.students.filter((s) => columnOf(s.userId) === tutor.userId).map((s) => s.userId),
  }));
  const warnings = assignationWarnings(
    assignation,
    data.students.map((s) => s.userId),
  );
  const pending = data.pendingInvitations > 0;

  const nameOf = (id: UniqueIdentifier) => {
    const student = data.students.find((s) => s.userId === id);
    return student ? fullName(student) : '';
  };
  const titleOf = (id: UniqueIdentifier | undefined) => columns.find((c) => c.id === id)?.title ?? '';
  // dnd-kit announces in English by default; the whole interface is in Spanish.
  const accessibility = {
    screenReaderInstructions: {
      draggable:
        'Para mover a una estudiante, presione espacio o Enter, use las flechas para elegir el grupo y presione ' +
        'espacio o Enter para soltarla. Escape cancela.',
    },
    announcements: {
      onDragStart: ({ active }: DragStartEvent) => `Tomó a ${nameOf(active.id)}.`,
      onDragOver: ({ active, over }: DragOverEvent) =>
        over ? `${nameOf(active.id)} está sobre ${titleOf(over.id)}.` : `${nameOf(active.id)} no está sobre un grupo.`,
      onDragEnd: ({ active, over }: DragEndEvent) =>
        over ? `${nameOf(active.id)} quedó en ${titleOf(over.id)}.` : `${nameOf(active.id)} no se movió.`,
      onDragCancel: ({ active }: DragCancelEvent) => `Se canceló el movimiento de ${nameOf(active.id)}.`,
    },
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) onMove(String(active.id), String(over.id));
  };

  const submit = async (automatic: boolean) => {
    setError(null);
    try {
      const result = await create.mutateAsync(automatic ? {} : { groupsAssignation: assignation });
      message.success(result.message);
    } catch (err) {
      setError(errorMessageOf(err));
    }
  };

  const renderColumn = (column: Column, scrolls: boolean) => {
    const members = data.students.filter((s) => columnOf(s.userId) === column.id);
    return (
      <GroupColumn key={column.id} column={column} count={members.length} scrolls={scrolls}>
        {members.map((student) => (
          <DraggablePersonCard
            key={student.userId}
            id={student.userId}
            name={fullName(student)}
            choiceLabel="Grupo"
            value={column.id}
            options={columns.map((c) => ({ value: c.id, label: c.title }))}
            onMove={onMove}
          />
        ))}
      </GroupColumn>
    );
  };

  if (data.tutors.length === 0 || data.students.length === 0) {
    return (
      <Empty
        description={
          data.tutors.length === 0
            ? 'El proceso no tiene tutores confirmados para formar grupos'
            : 'El proceso no tiene estudiantes confirmadas para formar grupos'
        }
      />
    );
  }

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Arrastre a cada estudiante al grupo de un tutor, o elija el grupo en la lista de su tarjeta. También puede crear
        los grupos automáticamente: quedan del mismo tamaño (±1) y cada estudiante con el tutor más afín.
      </Typography.Paragraph>
      {pending && (
        <Alert
          type="info"
          showIcon
          title={`Hay ${data.pendingInvitations} ${data.pendingInvitations === 1 ? 'invitación pendiente' : 'invitaciones pendientes'}: los grupos se pueden crear cuando todas hayan sido respondidas.`}
        />
      )}
      {warnings.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          }
        />
      )}
      {error && <Alert type="error" showIcon title={error} role="alert" />}
      <Space wrap>
        <Button onClick={() => void submit(true)} disabled={pending} loading={create.isPending}>
          Crear grupos automáticamente
        </Button>
        <Button
          type="primary"
          onClick={() => void submit(false)}
          disabled={pending || warnings.length > 0}
          loading={create.isPending}
        >
          Crear grupos
        </Button>
      </Space>
      <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={accessibility}>
        <Flex gap={12} wrap align="flex-start">
          <div style={{ flex: '1 1 280px', maxWidth: '100%', minWidth: 0 }}>{renderColumn(columns[0]!, true)}</div>
          <div
            style={{
              flex: '999 1 520px',
              minWidth: 0,
              display: 'grid',
              gap: 12,
              gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
            }}
          >
            {columns.slice(1).map((column) => renderColumn(column, false))}
          </div>
        </Flex>
      </DndContext>
    </Flex>
  );
}
