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
import {
  campusServesRole,
  processWizardMessages,
  type CampusSummary,
  type ParticipantRole,
  type ProcessParticipant,
} from '@enlaza/contract';
import { Alert, App as AntApp, Button, Empty, Flex, Skeleton, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api';
import { AddParticipantsByEmail } from '../draft/AddParticipantsByEmail';
import type { SetupStepProps } from './CampusStep';
import { StepActions } from './StepActions';
import { useAllParticipants, useAssignCampusUsers, useCampusOptions } from './wizardApi';
import { DraggablePersonCard } from '../../../components/DraggablePersonCard';
import { pendingAssignments, UNASSIGNED } from './assignment';

const roleTabs: Array<{ role: ParticipantRole; label: string }> = [
  { role: 'MENTOR', label: 'Mentores' },
  { role: 'STUDENT', label: 'Mentees' },
];

const fullName = (p: ProcessParticipant) => `${p.data.name} ${p.data.lastName}`.trim() || p.data.email;

function CampusColumn({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id, disabled: id === UNASSIGNED });
  return (
    <section
      ref={setNodeRef}
      aria-label={title}
      style={{
        flex: '1 1 260px',
        minWidth: 0,
        maxWidth: '100%',
        minHeight: 120,
        padding: 12,
        borderRadius: 8,
        border: `1px dashed ${isOver ? '#1677ff' : '#d9d9d9'}`,
        background: isOver ? '#e6f4ff' : '#fafafa',
      }}
    >
      <Typography.Title level={3} style={{ fontSize: 15, marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Flex vertical gap={8}>
        {children}
      </Flex>
    </section>
  );
}

function RoleBoard({
  processId,
  role,
  campuses,
  moves,
  onMove,
}: {
  processId: string;
  role: ParticipantRole;
  campuses: CampusSummary[];
  moves: Record<string, string>;
  onMove: (userId: string, campusId: string) => void;
}) {
  const participants = useAllParticipants(processId, role);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );
  const serving = campuses.filter((c) => campusServesRole(c.role, role));

  if (participants.isPending) return <Skeleton active />;
  if (participants.isError) return <Alert type="error" showIcon title={errorMessageOf(participants.error)} />;
  const people = participants.data.docs.filter((p) => !p.removed);
  if (people.length === 0) {
    return <Empty description={`${processWizardMessages.noParticipants}. ${processWizardMessages.addByEmailHint}`} />;
  }
  if (serving.length === 0) return <Alert type="warning" showIcon title="El proceso no tiene campus para este rol" />;

  const servingIds = new Set(serving.map((c) => c.campusId));
  const columnOf = (p: ProcessParticipant) => {
    const campusId = moves[p.userId] ?? p.campusId;
    return campusId && servingIds.has(campusId) ? campusId : UNASSIGNED;
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && over.id !== UNASSIGNED) onMove(String(active.id), String(over.id));
  };
  const columns = [{ campusId: UNASSIGNED, title: processWizardMessages.unassigned }, ...serving];
  const nameOf = (id: UniqueIdentifier) => {
    const p = people.find((person) => person.userId === id);
    return p ? fullName(p) : '';
  };
  const columnTitle = (id: UniqueIdentifier | undefined) => columns.find((c) => c.campusId === id)?.title;
  // dnd-kit announces in English by default; the whole interface is in Spanish.
  const accessibility = {
    screenReaderInstructions: {
      draggable:
        'Para mover a una persona, presione espacio o Enter, use las flechas para elegir el campus y presione ' +
        'espacio o Enter para soltarla. Escape cancela.',
    },
    announcements: {
      onDragStart: ({ active }: DragStartEvent) => `Tomó a ${nameOf(active.id)}.`,
      onDragOver: ({ active, over }: DragOverEvent) =>
        over
          ? `${nameOf(active.id)} está sobre ${columnTitle(over.id) ?? ''}.`
          : `${nameOf(active.id)} no está sobre un campus.`,
      onDragEnd: ({ active, over }: DragEndEvent) =>
        over && over.id !== UNASSIGNED
          ? `${nameOf(active.id)} quedó en ${columnTitle(over.id) ?? ''}.`
          : `${nameOf(active.id)} no se movió.`,
      onDragCancel: ({ active }: DragCancelEvent) => `Se canceló el movimiento de ${nameOf(active.id)}.`,
    },
  };

  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={accessibility}>
      <Flex gap={12} wrap align="flex-start">
        {columns.map((column) => (
          <CampusColumn key={column.campusId} id={column.campusId} title={column.title}>
            {people
              .filter((p) => columnOf(p) === column.campusId)
              .map((p) => (
                <DraggablePersonCard
                  key={p.userId}
                  id={p.userId}
                  name={fullName(p)}
                  choiceLabel="Campus"
                  value={column.campusId}
                  options={[
                    { value: UNASSIGNED, label: processWizardMessages.unassigned, disabled: true },
                    ...serving.map((c) => ({ value: c.campusId, label: c.title })),
                  ]}
                  onMove={onMove}
                />
              ))}
          </CampusColumn>
        ))}
      </Flex>
    </DndContext>
  );
}

/**
 * Step 4 'Asignar usuarios': drag each participant onto a campus of their role, or pick it in their select. People
 * come from the convocatory (step 3) or, with none or besides it, are added here by email.
 */
export function AssignUsersStep({ process, onNext, onBack }: SetupStepProps) {
  const { message } = AntApp.useApp();
  const campusList = useCampusOptions();
  const mentors = useAllParticipants(process.processId, 'MENTOR');
  const students = useAllParticipants(process.processId, 'STUDENT');
  const save = useAssignCampusUsers();
  const [moves, setMoves] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const campuses = (campusList.data?.docs ?? []).filter((c) => process.campusIds.includes(c.campusId));
  const onMove = (userId: string, campusId: string) => setMoves((current) => ({ ...current, [userId]: campusId }));

  const assignment = pendingAssignments(moves, [...(mentors.data?.docs ?? []), ...(students.data?.docs ?? [])]);
  const pending = assignment.mentorsAssignation.length + assignment.studentsAssignation.length;

  const onConfirm = async () => {
    setError(null);
    try {
      const result = await save.mutateAsync({ processId: process.processId, assignment });
      setMoves({});
      message.success(result.message);
    } catch (err) {
      setError(errorMessageOf(err));
    }
  };

  return (
    <section aria-labelledby="wizard-assign-title">
      <Typography.Title level={2} id="wizard-assign-title" style={{ fontSize: 18 }}>
        Asignar usuarios
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Arrastre a cada participante a un campus, o elíjalo en la lista de su tarjeta. Luego confirme la asignación.
      </Typography.Paragraph>
      {campusList.isPending ? (
        <Skeleton active />
      ) : campusList.isError ? (
        <Alert type="error" showIcon title={errorMessageOf(campusList.error)} />
      ) : (
        <Tabs
          items={roleTabs.map(({ role, label }) => ({
            key: role,
            label,
            children: (
              <RoleBoard processId={process.processId} role={role} campuses={campuses} moves={moves} onMove={onMove} />
            ),
          }))}
        />
      )}
      <section aria-labelledby="wizard-add-by-email" style={{ marginTop: 16 }}>
        <Typography.Title level={3} id="wizard-add-by-email" style={{ fontSize: 15 }}>
          Agregar participantes por email
        </Typography.Title>
        <AddParticipantsByEmail processId={process.processId} />
      </section>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginTop: 16 }} />}
      <StepActions
        onBack={onBack}
        onNext={onNext}
        extra={
          <Button onClick={onConfirm} disabled={pending === 0} loading={save.isPending}>
            Confirmar asignación{pending > 0 ? ` (${pending})` : ''}
          </Button>
        }
      />
    </section>
  );
}
