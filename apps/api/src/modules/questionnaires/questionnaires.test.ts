import { questionaryPayloadSchema } from '@enlaza/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mentorships,
  mentorshipSessions,
  questionaries,
  questionaryBundleItems,
  questionaryBundles,
} from '../../db/schema';
import { findQuestionaryIdByName, seedDemoQuestionnaires } from '../../db/seed/library/questionnaires';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { createQuestionnairesRepository } from './questionnaires.repository';
import { createQuestionnairesService } from './questionnaires.service';

let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;

async function signIn(roles: ('ADMIN' | 'USER')[]) {
  const user = await createUser(t.db, { roles });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  return { authorization: `Bearer ${res.json().accessToken}` };
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
  admin = await signIn(['ADMIN']);
  member = await signIn(['USER']);
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const feedback = (overrides: Record<string, unknown> = {}) => ({
  name: 'Feedback de sesión mentee',
  overview: 'Cuéntanos cómo te fue',
  type: 'SESSION_FEEDBACK',
  target_user_role: 'STUDENT',
  questionGroups: [
    {
      id: 'g1',
      title: 'La sesión',
      minutes: 5,
      questions: [
        {
          id: 'q1',
          type: 'OPTIONS',
          title: '¿Se realizó la sesión?',
          required: true,
          options: [
            { id: 'si', value: 'Sí' },
            { id: 'no', value: 'No' },
          ],
        },
        {
          id: 'q2',
          type: 'TEXT',
          title: '¿Por qué no se realizó?',
          required: true,
          conditions: [{ questionId: 'q1', value: 'no', conditionType: 'EQUAL' }],
        },
        {
          id: 'q3',
          type: 'RATE',
          title: 'Evalúa la sesión',
          rangeInfo: { startValue: 1, endValue: 7, startText: 'Mala', endText: 'Excelente' },
        },
      ],
    },
  ],
  ...overrides,
});

describe('questionaries', () => {
  it('creates one (201), returns it by id with its groups and lists it', async () => {
    const res = await call('POST', '/api/questionaries', feedback());
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'Feedback de sesión mentee',
      type: 'SESSION_FEEDBACK',
      target_user_role: 'STUDENT',
    });
    expect(created.questionGroups[0].questions[1]).toMatchObject({
      id: 'q2',
      required: true,
      displayTitle: true,
      conditions: [{ questionId: 'q1', value: 'no', conditionType: 'EQUAL' }],
    });
    const got = await call('GET', `/api/questionaries/${created.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json().questionGroups).toEqual(created.questionGroups);
    expect((await call('GET', '/api/questionaries/00000000-0000-0000-0000-000000000000')).json().error.message).toBe(
      'Cuestionario no encontrado',
    );
    expect((await call('GET', '/api/questionaries/no-es-un-id')).statusCode).toBe(404);
  });

  it('refuses conditions on later or unknown questions, duplicate ids and bad ranges', async () => {
    const group = feedback().questionGroups[0]!;
    const later = feedback({
      questionGroups: [
        {
          ...group,
          questions: [
            { ...group.questions[1], conditions: [{ questionId: 'q1', value: 'no', conditionType: 'EQUAL' }] },
            group.questions[0],
          ],
        },
      ],
    });
    const res = await call('POST', '/api/questionaries', later);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Una condición solo puede referirse a una pregunta anterior');

    const unknownOption = feedback({
      questionGroups: [
        {
          ...group,
          questions: [
            group.questions[0],
            { ...group.questions[1], conditions: [{ questionId: 'q1', value: 'quizas', conditionType: 'EQUAL' }] },
          ],
        },
      ],
    });
    expect((await call('POST', '/api/questionaries', unknownOption)).json().error.message).toBe(
      'El valor de la condición debe ser una de las alternativas de la pregunta',
    );

    const duplicateOptions = feedback({
      questionGroups: [
        {
          ...group,
          questions: [
            {
              ...group.questions[0],
              options: [
                { id: 'a', value: 'A' },
                { id: 'a', value: 'B' },
              ],
            },
          ],
        },
      ],
    });
    expect((await call('POST', '/api/questionaries', duplicateOptions)).json().error.message).toBe(
      'Hay identificadores repetidos en el cuestionario',
    );

    const badRange = feedback({
      questionGroups: [
        { ...group, questions: [{ id: 'r', type: 'RATE', title: 'Nota', rangeInfo: { startValue: 5, endValue: 5 } }] },
      ],
    });
    expect((await call('POST', '/api/questionaries', badRange)).json().error.message).toBe(
      'El valor inicial de la escala debe ser menor que el final',
    );
    const noRange = feedback({ questionGroups: [{ ...group, questions: [{ id: 'r', type: 'RATE', title: 'Nota' }] }] });
    expect((await call('POST', '/api/questionaries', noRange)).json().error.message).toBe(
      'Ingrese los valores de la escala',
    );

    const oneOption = feedback({
      questionGroups: [{ ...group, questions: [{ ...group.questions[0], options: [{ id: 'a', value: 'A' }] }] }],
    });
    expect((await call('POST', '/api/questionaries', oneOption)).json().error.message).toBe(
      'Agregue al menos dos alternativas',
    );

    expect((await call('POST', '/api/questionaries', feedback({ name: ' ' }))).json().error.message).toBe(
      'Ingrese nombre del cuestionario',
    );
    expect((await call('POST', '/api/questionaries', feedback({ questionGroups: [] }))).json().error.message).toBe(
      'Agregue al menos un grupo de preguntas',
    );
  });

  it('lists newest first, filters by type and name, paginates and is admin only', async () => {
    await call(
      'POST',
      '/api/questionaries',
      feedback({ name: 'MDI línea base mentoras', type: 'MDI', target_user_role: 'MENTOR' }),
    );
    await call(
      'POST',
      '/api/questionaries',
      feedback({ name: 'Pauta sesión 1', type: 'MENTORSHIP_GUIDE', target_user_role: 'ANY' }),
    );
    const all = (await call('GET', '/api/questionaries')).json();
    expect(all.docs[0].name).toBe('Pauta sesión 1');
    expect(all.docs[0]).not.toHaveProperty('questionGroups');
    const mdi = (await call('GET', '/api/questionaries?type=MDI')).json();
    expect(mdi.docs.map((d: { name: string }) => d.name)).toEqual(['MDI línea base mentoras']);
    const search = (await call('GET', '/api/questionaries?searchFilter=pauta')).json();
    expect(search.totalDocs).toBe(1);
    expect((await call('GET', '/api/questionaries?type=OTRO')).statusCode).toBe(400);
    const paged = (await call('GET', '/api/questionaries?limit=1&page=2')).json();
    expect(paged).toMatchObject({ page: 2, limit: 1 });
    expect(paged.docs).toHaveLength(1);
    expect((await call('GET', '/api/questionaries', undefined, member)).statusCode).toBe(403);
  });

  it('edits (PUT replaces the document) and duplicates', async () => {
    const created = (await call('POST', '/api/questionaries', feedback())).json();
    const edited = await call(
      'PUT',
      `/api/questionaries/${created.id}`,
      feedback({ name: 'Feedback editado', target_user_role: 'MENTOR' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: created.id, name: 'Feedback editado', target_user_role: 'MENTOR' });
    const copy = await call('POST', `/api/questionaries/${created.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().id).not.toBe(created.id);
    expect(copy.json()).toMatchObject({ name: 'Copia de Feedback editado', questionGroups: created.questionGroups });
    expect((await call('PUT', '/api/questionaries/00000000-0000-0000-0000-000000000000', feedback())).statusCode).toBe(
      404,
    );
  });

  it('deletes (204) unless a bundle or a guide session uses it (409 in Spanish)', async () => {
    const free = (await call('POST', '/api/questionaries', feedback())).json();
    expect((await call('DELETE', `/api/questionaries/${free.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/questionaries/${free.id}`)).statusCode).toBe(404);

    const used = (await call('POST', '/api/questionaries', feedback())).json();
    const [bundle] = await t.db
      .insert(questionaryBundles)
      .values({ name: 'Feedback', entityType: 'SESSION_FEEDBACK' })
      .returning();
    await t.db
      .insert(questionaryBundleItems)
      .values({ bundleId: bundle!.id, position: 0, questionaryId: used.id, userRole: 'STUDENT', entitySubType: '1' });
    const [guide] = await t.db.insert(mentorships).values({ name: 'Pauta' }).returning();
    await t.db
      .insert(mentorshipSessions)
      .values({ mentorshipId: guide!.id, number: 1, title: 'Inicio', templateQuestionaryId: used.id });
    const refused = await call('DELETE', `/api/questionaries/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      type: 'questionary_in_use',
      message:
        'No se puede eliminar el cuestionario porque está en uso en: 1 paquete de cuestionarios, 1 sesión de pauta. Quítalo de ahí primero.',
    });
    expect(await t.db.query.questionaries.findFirst({ where: eq(questionaries.id, used.id) })).toBeDefined();
  });

  it('runs the injected guards (processes, later) and translates a racing foreign key into 409', async () => {
    const service = createQuestionnairesService({
      questionnairesRepository: createQuestionnairesRepository(t.db),
      deletionGuards: [async () => 'No se puede eliminar el cuestionario porque un proceso lo usa'],
    });
    const created = (await call('POST', '/api/questionaries', feedback())).json();
    await expect(service.delete(created.id)).rejects.toMatchObject({
      statusCode: 409,
      message: 'No se puede eliminar el cuestionario porque un proceso lo usa',
    });

    // The reference check passes, then the row is referenced before the DELETE runs.
    const repository = createQuestionnairesRepository(t.db);
    const racing = createQuestionnairesService({
      questionnairesRepository: {
        ...repository,
        async references(id: string) {
          const counts = await repository.references(id);
          const [bundle] = await t.db
            .insert(questionaryBundles)
            .values({ name: 'Carrera', entityType: 'MDI' })
            .returning();
          await t.db.insert(questionaryBundleItems).values({
            bundleId: bundle!.id,
            position: 0,
            questionaryId: id,
            userRole: 'MENTOR',
            entitySubType: 'BASELINE',
          });
          return counts;
        },
      },
    });
    await expect(racing.delete(created.id)).rejects.toMatchObject({
      statusCode: 409,
      message: 'No se puede eliminar el cuestionario porque está en uso',
    });
  });
});

describe('coaches and workshops', () => {
  it('creates, searches, edits and deletes coaches; email is unique (409)', async () => {
    const res = await call('POST', '/api/coaches', { name: 'Carla', lastName: 'Rojas', email: 'Carla.Rojas@Coach.cl' });
    expect(res.statusCode).toBe(201);
    const coach = res.json();
    expect(coach.email).toBe('carla.rojas@coach.cl');
    await call('POST', '/api/coaches', { name: 'Diego', lastName: 'Soto', email: 'diego@coach.cl' });
    const dup = await call('POST', '/api/coaches', { name: 'Otra', lastName: 'Carla', email: 'carla.rojas@coach.cl' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe('Ya existe un coach con ese email');
    const invalid = await call('POST', '/api/coaches', { name: '', lastName: 'X', email: 'x@x.cl' });
    expect(invalid.json().error.message).toBe('Ingrese nombre');
    expect((await call('POST', '/api/coaches', { name: 'A', lastName: 'B', email: 'no' })).json().error.message).toBe(
      'Ingrese un email válido',
    );

    const found = (await call('GET', '/api/coaches?searchTerm=rojas&limit=10&page=1')).json();
    expect(found).toMatchObject({ totalDocs: 1, docs: [{ id: coach.id, name: 'Carla' }] });
    // By the full name the select shows, in any case and without its accents.
    const byFullName = (await call('GET', `/api/coaches?searchTerm=${encodeURIComponent('carla ROJAS')}`)).json();
    expect(byFullName).toMatchObject({ totalDocs: 1, docs: [{ id: coach.id }] });
    expect((await call('GET', '/api/coaches?searchTerm=D%C3%ADego%20Soto')).json().totalDocs).toBe(1);
    expect((await call('GET', '/api/coaches')).json().docs.map((c: { name: string }) => c.name)).toEqual([
      'Carla',
      'Diego',
    ]);

    const taken = await call('PUT', `/api/coaches/${coach.id}`, {
      name: 'Carla',
      lastName: 'Rojas',
      email: 'diego@coach.cl',
    });
    expect(taken.statusCode).toBe(409);
    const edited = await call('PUT', `/api/coaches/${coach.id}`, {
      name: 'Carla',
      lastName: 'Rojas Paz',
      email: 'carla.rojas@coach.cl',
    });
    expect(edited.json().lastName).toBe('Rojas Paz');
    expect((await call('GET', `/api/coaches/${coach.id}`)).json().lastName).toBe('Rojas Paz');
    expect((await call('DELETE', `/api/coaches/${coach.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/coaches/${coach.id}`)).json().error.message).toBe('Coach no encontrado');
    expect((await call('GET', '/api/coaches', undefined, member)).statusCode).toBe(403);
  });

  it('adds and lists workshops; names are unique', async () => {
    const res = await call('POST', '/api/workshops', { name: 'Liderazgo femenino' });
    expect(res.statusCode).toBe(201);
    await call('POST', '/api/workshops', { name: 'Finanzas personales' });
    expect((await call('POST', '/api/workshops', { name: 'LIDERAZGO FEMENINO' })).statusCode).toBe(409);
    expect((await call('GET', '/api/workshops')).json().map((w: { name: string }) => w.name)).toEqual([
      'Finanzas personales',
      'Liderazgo femenino',
    ]);
    expect((await call('GET', `/api/workshops/${res.json().id}`)).json()).toEqual({
      id: res.json().id,
      name: 'Liderazgo femenino',
    });
    expect((await call('GET', '/api/workshops/00000000-0000-0000-0000-000000000000')).json().error.message).toBe(
      'Taller no encontrado',
    );
    expect((await call('POST', '/api/workshops', { name: 'X' }, member)).statusCode).toBe(403);
  });
});

describe('demo library', () => {
  it('seeds the bank, 10 valid questionaries, coaches and workshops once, and finds them by name', async () => {
    const fresh = await createTestApp();
    try {
      const first = await seedDemoQuestionnaires(fresh.db);
      expect(first.questionIds).toHaveLength(12);
      expect(Object.keys(first.questionaryIds)).toHaveLength(10);
      expect(first.coachIds).toHaveLength(2);
      expect(first.workshopIds).toHaveLength(2);
      const again = await seedDemoQuestionnaires(fresh.db);
      expect(again.questionaryIds).toEqual(first.questionaryIds);
      expect((await fresh.db.select().from(questionaries)).length).toBe(10);

      const guideId = await findQuestionaryIdByName(fresh.db, 'Pauta sesión 1: Conocernos y acordar objetivos');
      expect(guideId).toBe(first.questionaryIds['Pauta sesión 1: Conocernos y acordar objetivos']);
      const byType = await fresh.db.select().from(questionaries);
      const count = (type: string) => byType.filter((q) => q.type === type).length;
      expect([count('SESSION_FEEDBACK'), count('MDI'), count('MENTORSHIP_GUIDE')]).toEqual([2, 4, 4]);

      // Every stored document reads back through the API's own schema.
      const token = await (async () => {
        const user = await createUser(fresh.db, { roles: ['ADMIN'] });
        const res = await fresh.app.inject({
          method: 'POST',
          url: '/api/auth',
          payload: { email: user.email, password: TEST_PASSWORD },
        });
        return res.json().accessToken as string;
      })();
      for (const id of Object.values(first.questionaryIds)) {
        const res = await fresh.app.inject({
          method: 'GET',
          url: `/api/questionaries/${id}`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode).toBe(200);
        expect(questionaryPayloadSchema.safeParse(res.json()).success).toBe(true);
      }
    } finally {
      await fresh.close();
    }
  });
});
