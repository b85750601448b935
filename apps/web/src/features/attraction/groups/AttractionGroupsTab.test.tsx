import {
  attractionGroupMessages as m,
  type AttractionGroup,
  type AttractionGroupsResponse,
  type GroupPerson,
  type ProcessDetail,
  type ProcessStatus,
} from '@enlaza/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { AttractionGroupsTab } from './index';

// antd's selects and modals are slow to drive in jsdom.
vi.setConfig({ testTimeout: 30_000 });

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const PROCESS_ID = '00000000-0000-4000-8000-000000000001';
const processOf = (status: ProcessStatus) =>
  ({ processId: PROCESS_ID, name: 'Atracción Demo', status, serviceType: ['ATTRACTION'] }) as unknown as ProcessDetail;
const person = (id: string, name: string): GroupPerson => ({
  userId: `00000000-0000-4000-8000-${id.padStart(12, '0')}`,
  name,
  lastName: 'Demo',
  email: `${name.toLowerCase()}@enlaza.test`,
});
const tutors = [person('101', 'Carolina'), person('102', 'Andrés'), person('103', 'Beatriz')];
const students = [person('201', 'Sofía'), person('202', 'Tomás'), person('203', 'Valentina'), person('204', 'Martín')];

function group(index: number, mentor: GroupPerson, members: GroupPerson[], extra: Partial<AttractionGroup> = {}) {
  return {
    groupId: `00000000-0000-4000-8000-${String(900 + index).padStart(12, '0')}`,
    colorIndex: index,
    mentorId: mentor.userId,
    mentor,
    studentIds: members.map((s) => s.userId),
    students: members,
    messages: 0,
    status: 'INACTIVE',
    challengeMessageCounter: { startDate: null, countMessages: 0, groupChallengeStatus: 'INACTIVE' },
    ...extra,
  } satisfies AttractionGroup;
}

const withoutGroups = (pendingInvitations = 0): AttractionGroupsResponse => ({
  processId: PROCESS_ID,
  groups: [],
  tutors: tutors.slice(0, 2),
  students: students.slice(0, 3),
  pendingInvitations,
});
const withGroups: AttractionGroupsResponse = {
  processId: PROCESS_ID,
  groups: [
    group(0, tutors[0]!, [students[0]!, students[1]!], {
      messages: 12,
      status: 'PARTICIPATIVE',
      challengeMessageCounter: {
        startDate: '2026-03-01T12:00:00.000Z',
        countMessages: 4,
        groupChallengeStatus: 'ACTIVE',
      },
    }),
    group(1, tutors[1]!, [students[2]!], { messages: 0, status: 'INACTIVE' }),
  ],
  tutors,
  students,
  pendingInvitations: 0,
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** Serves the groups, and answers every write with `reply`; the writes are recorded. */
function serve(data: AttractionGroupsResponse, reply: { status: number; body: unknown } = { status: 200, body: {} }) {
  const writes: Array<{ method: string; path: string; body: unknown }> = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === `/api/process/groups/${PROCESS_ID}`) return json(200, data);
    if (method !== 'GET') {
      writes.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return json(reply.status, reply.body);
    }
    return json(404, { error: { message: 'no', type: 'not_found' } });
  });
  return writes;
}

async function chooseGroup(studentName: string, groupTitle: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: `Grupo de ${studentName} Demo` }));
  const options = await within(document.body).findAllByTitle(groupTitle);
  await userEvent.click(options[options.length - 1]!);
}

describe('AttractionGroupsTab: creation (pre-kickoff, no groups yet)', () => {
  it('shows the warnings until every student is in a group and none is empty, then sends the assignation', async () => {
    const writes = serve(withoutGroups(), { status: 201, body: { message: m.created, groupsCount: 2 } });
    renderWithProviders(<AttractionGroupsTab process={processOf('KICKOFF')} viewer="ADMIN" />);

    expect(await screen.findByText(m.everyStudentInAGroup)).toBeInTheDocument();
    expect(screen.getByText(m.noEmptyGroups)).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Crear grupos' });
    expect(create).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Estudiantes sin grupo' })).toHaveTextContent('Sofía Demo');

    await chooseGroup('Sofía', 'Grupo 1: Carolina Demo');
    expect(
      within(screen.getByRole('region', { name: 'Grupo 1: Carolina Demo' })).getByText('Sofía Demo'),
    ).toBeVisible();
    // One student still without a group, and the second group empty.
    expect(screen.getByText(m.everyStudentInAGroup)).toBeInTheDocument();
    await chooseGroup('Tomás', 'Grupo 1: Carolina Demo');
    await chooseGroup('Valentina', 'Grupo 1: Carolina Demo');
    expect(screen.queryByText(m.everyStudentInAGroup)).not.toBeInTheDocument();
    expect(screen.getByText(m.noEmptyGroups)).toBeInTheDocument();
    await chooseGroup('Valentina', 'Grupo 2: Andrés Demo');
    await waitFor(() => expect(screen.queryByText(m.noEmptyGroups)).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Crear grupos' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'POST',
      path: `/api/process/${PROCESS_ID}/create_groups`,
      body: {
        groupsAssignation: [
          { mentorId: tutors[0]!.userId, studentIds: [students[0]!.userId, students[1]!.userId] },
          { mentorId: tutors[1]!.userId, studentIds: [students[2]!.userId] },
        ],
      },
    });
    expect(await screen.findByText(m.created)).toBeInTheDocument();
  });

  it('creates the groups automatically with an empty body, and shows the server refusal', async () => {
    const writes = serve(withoutGroups(), {
      status: 409,
      body: { error: { type: 'group_invalid_state', message: m.onlyKickoff } },
    });
    renderWithProviders(<AttractionGroupsTab process={processOf('KICKOFF')} viewer="ADMIN" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Crear grupos automáticamente' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toEqual({});
    expect(await screen.findByText(m.onlyKickoff)).toBeInTheDocument();
  });

  it('disables both buttons and says why while any invitation is pending', async () => {
    serve(withoutGroups(2));
    renderWithProviders(<AttractionGroupsTab process={processOf('KICKOFF')} viewer="ADMIN" />);
    expect(await screen.findByText(/Hay 2 invitaciones pendientes/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear grupos automáticamente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Crear grupos' })).toBeDisabled();
  });

  it('offers every student a keyboard-draggable handle with Spanish instructions', async () => {
    serve(withoutGroups());
    renderWithProviders(<AttractionGroupsTab process={processOf('KICKOFF')} viewer="ADMIN" />);
    const handle = await screen.findByRole('button', { name: 'Arrastrar a Sofía Demo' });
    expect(handle).toHaveAttribute('tabindex', '0');
    expect(handle).toHaveAttribute('aria-roledescription');
    expect(document.body).toHaveTextContent(/use las flechas para elegir el grupo/);
  });
});

describe('AttractionGroupsTab: swap (pre-kickoff, groups created)', () => {
  it('takes 2 students of different groups only, and swaps them', async () => {
    const writes = serve(withGroups, { status: 200, body: { message: m.swapped } });
    renderWithProviders(<AttractionGroupsTab process={processOf('KICKOFF')} viewer="ADMIN" />);
    const swap = await screen.findByRole('button', { name: 'Intercambiar' });
    expect(swap).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Sofía Demo' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tomás Demo' }));
    expect(screen.getByRole('alert')).toHaveTextContent(m.onePerGroup);
    expect(screen.getByRole('checkbox', { name: 'Tomás Demo' })).not.toBeChecked();
    expect(swap).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Valentina Demo' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(swap).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tomás Demo' }));
    expect(screen.getByRole('alert')).toHaveTextContent(m.twoStudents);
    expect(screen.getByRole('checkbox', { name: 'Tomás Demo' })).not.toBeChecked();

    await userEvent.click(swap);
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'POST',
      path: `/api/process/${PROCESS_ID}/swap_groups`,
      body: {
        group1: { userId: students[0]!.userId, groupId: withGroups.groups[0]!.groupId },
        group2: { userId: students[2]!.userId, groupId: withGroups.groups[1]!.groupId },
      },
    });
  });

  it('shows the groups without selection to a company admin', async () => {
    serve(withGroups);
    renderWithProviders(<AttractionGroupsTab process={processOf('KICKOFF')} viewer="COMPANY_ADMIN" />);
    expect(await screen.findByText('Sofía Demo')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Intercambiar' })).not.toBeInTheDocument();
  });
});

describe('AttractionGroupsTab: the group table (in progress, finalized)', () => {
  it('lists colour, tutor, students, messages and the activity in Spanish, with the legend and the download', async () => {
    serve(withGroups);
    renderWithProviders(<AttractionGroupsTab process={processOf('IN_PROGRESS')} viewer="ADMIN" />);
    // With a fixed height antd draws the header and the body as two tables.
    await screen.findAllByRole('table');
    const rows = screen.getAllByRole('row');
    const first = rows.find((r) => within(r).queryByText('Carolina Demo'))!;
    expect(first).toHaveTextContent('Grupo 1');
    expect(first).toHaveTextContent('Sofía Demo');
    expect(first).toHaveTextContent('12');
    expect(within(first).getByText('Participativo')).toBeInTheDocument();
    expect(first).toHaveTextContent('4 mensajes');
    const second = rows.find((r) => within(r).queryByText('Andrés Demo'))!;
    expect(within(second).getByText('Inactivo')).toBeInTheDocument();
    expect(second).toHaveTextContent('Sin desafíos enviados');
    const legend = screen.getByRole('list', { name: 'Estados de actividad' });
    for (const label of ['Inactivo', 'Activo', 'Participativo', 'Exitoso']) {
      expect(within(legend).getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: /Descargar Excel/ })).toBeInTheDocument();
  });

  it('lets an admin change a tutor to one who leads no group, and add a student who has none', async () => {
    const writes = serve(withGroups, { status: 200, body: { message: m.mentorSwapped } });
    renderWithProviders(<AttractionGroupsTab process={processOf('IN_PROGRESS')} viewer="ADMIN" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar tutor de Grupo 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar tutor de Grupo 1' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Nuevo tutor' }));
    // Andrés leads group 2: only Beatriz is offered.
    expect(within(document.body).queryByTitle(/Andrés Demo/)).not.toBeInTheDocument();
    await userEvent.click(await within(document.body).findByTitle(/Beatriz Demo/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cambiar tutor' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'PUT',
      path: `/api/process/attraction/${PROCESS_ID}/swap_mentor`,
      body: { groupId: withGroups.groups[0]!.groupId, oldMentorId: tutors[0]!.userId, newMentorId: tutors[2]!.userId },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Añadir estudiante a Grupo 2' }));
    const addDialog = await screen.findByRole('dialog', { name: 'Añadir estudiante a Grupo 2' });
    fireEvent.mouseDown(within(addDialog).getByRole('combobox', { name: 'Estudiante' }));
    await userEvent.click(await within(document.body).findByTitle(/Martín Demo/));
    await userEvent.click(within(addDialog).getByRole('button', { name: 'Añadir' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toEqual({
      method: 'PUT',
      path: `/api/process/attraction/${PROCESS_ID}/add_student`,
      body: { groupId: withGroups.groups[1]!.groupId, userId: students[3]!.userId },
    });
  });

  it('has no actions for a company admin, nor once the process is finalized', async () => {
    serve(withGroups);
    const view = renderWithProviders(<AttractionGroupsTab process={processOf('IN_PROGRESS')} viewer="COMPANY_ADMIN" />);
    await screen.findAllByRole('table');
    expect(screen.queryByRole('button', { name: /Cambiar tutor/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Descargar Excel/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Enviar desafío/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mensaje masivo/ })).not.toBeInTheDocument();
    view.unmount();

    renderWithProviders(<AttractionGroupsTab process={processOf('FINALIZED')} viewer="ADMIN" />);
    await screen.findAllByRole('table');
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Añadir estudiante/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Enviar desafío/ })).not.toBeInTheDocument();
  });

  it("gives an admin of a running process 'Enviar desafío' and 'Mensaje masivo' to every group", async () => {
    serve(withGroups);
    renderWithProviders(<AttractionGroupsTab process={processOf('IN_PROGRESS')} viewer="ADMIN" />);
    await screen.findAllByRole('table');
    expect(screen.getByRole('button', { name: /Enviar desafío/ })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: /Mensaje masivo/ }));
    const dialog = await screen.findByRole('dialog');
    for (const [index, group] of withGroups.groups.entries()) {
      expect(
        within(dialog).getByRole('checkbox', {
          name: `Grupo ${index + 1}: ${group.mentor.name} ${group.mentor.lastName}`,
        }),
      ).toBeInTheDocument();
    }
  });
});
