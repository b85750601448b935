/**
 * The bulk data of `npm run bench:reports` (bench/reports.ts): 49 clients besides the demo company (client 0 of the
 * 50), 500 processes, 20,000 participants with their impact measurements and sessions' feedback, pairs with their
 * sessions and an opening event with its attendance (what the company's panel reads), and open workshop invitations
 * with their answers: about 200,000 answers in all, written by INSERT … SELECT statements over generate_series (or
 * over the rows written before) in seconds. Ids and values come from md5 and hashtext of a row's number, so every run
 * and both databases get the same data.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../apps/api/src/db/database';
import { clients, questionaries, questions } from '../apps/api/src/db/schema';
import { DEMO_CLIENT_NAME } from '../apps/api/src/db/seed/demo';
import { DEMO_GUIDE_NAME } from '../apps/api/src/db/seed/library/guides';

export const SIZE = { clients: 50, processes: 500, people: 20_000, workshops: 20, coaches: 6, openInvitations: 120 };
const WORKSHOP_RESPONSES = 7_500;

/** The uuid PostgreSQL makes of md5(key)::uuid, so ids written here and in the bulk SQL agree. */
function uuidOf(key: string): string {
  const hex = createHash('md5').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A deterministic number in 0..mod-1 from a text (so both databases get the same data). */
const h = (salt: string, expr: string, mod: number) => `(abs(hashtext('${salt}|' || ${expr})) % ${mod})`;
const textArray = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

const BANK = {
  rates: [1, 2, 3, 4].map((n) => uuidOf(`bench-question|rate-${n}`)),
  choice: uuidOf('bench-question|choice'),
  text: uuidOf('bench-question|text'),
};
const FEEDBACK_QUESTIONARY = uuidOf('bench-questionary|feedback');
const WORKSHOP_SURVEY = uuidOf('bench-questionary|workshop');
const WORKSHOP_SURVEY_NAME = 'Evaluación del taller';

const WORKSHOP_TOPICS = ['Liderazgo consciente', 'Negociación', 'Marca personal', 'Finanzas personales', 'Oratoria'];
const NAMES = ['Ana', 'Camila', 'Valentina', 'Javiera', 'Francisca', 'Daniela', 'Constanza', 'María José'];
const LAST_NAMES = ['González', 'Muñoz', 'Rojas', 'Díaz', 'Pérez', 'Soto', 'Contreras', 'Silva', 'Martínez'];
const WRITTEN = [
  'Quiero aprender a negociar mejor mi salario',
  'Ganar confianza para liderar a mi equipo',
  'Ordenar mis prioridades y delegar',
  'Conocer otras industrias y ampliar mi red',
  'Prepararme para un cargo de gerencia',
  'Muy útil la conversación, me dio herramientas concretas',
  'Me ayudó a ver mi carrera con otros ojos',
  'Faltó tiempo para profundizar en los temas',
  'Aprendí a dar feedback de forma más clara',
  'Me gustaría tener más sesiones prácticas',
];

const question = (id: string, type: string, title: string, extra: object) => ({
  id,
  type,
  title,
  description: '',
  required: type !== 'TEXT',
  placeholder: '',
  displayTitle: true,
  options: [],
  other: false,
  rangeInfo: null,
  conditions: [],
  ...extra,
});
const scale = { rangeInfo: { startValue: 1, endValue: 5, startText: 'Nada', endText: 'Mucho' } };
const choices = (values: string[]) => ({ options: values.map((value, i) => ({ id: `o${i + 1}`, value })) });
const group = (title: string, list: object[]) => [
  { id: 'g1', title, type: 'DEFAULT', minutes: 0, range: null, conditions: [], questions: list },
];

/** The bulk data: every statement an INSERT … SELECT over generate_series or the rows written before it. */
export async function seedReportsData(database: DatabaseHandle): Promise<Record<string, number>> {
  const { db } = database;
  const [demo] = await db.select({ id: clients.id }).from(clients).where(eq(clients.name, DEMO_CLIENT_NAME));
  if (!demo) throw new Error('the demo client is missing');
  const run = (text: string, values: unknown[] = []) => database.executeSql(text, values);
  const benchPeople = `u.id = qi.user_id and u.email like '%@bench.test'`;
  /** Client k of 0..SIZE.clients - 1: the demo client first, then the bench's own. */
  const clientOf = (k: string) => `case when ${k} = 0 then $1::uuid else md5('bench-client|' || ${k})::uuid end`;

  const rated = [
    'Confianza para liderar equipos',
    'Claridad de mis metas de carrera',
    'Red de contactos',
    'Negociación',
  ];
  await db.insert(questions).values([
    ...rated.map((title, i) => ({
      id: BANK.rates[i]!,
      question: title,
      type: 'RATE',
      alternatives: ['1', '2', '3', '4', '5'],
    })),
    {
      id: BANK.choice,
      question: 'Principal objetivo del programa',
      type: 'ALTERNATIVE',
      alternatives: ['Crecer en mi empresa', 'Cambiar de área', 'Emprender'],
      other: true,
    },
    { id: BANK.text, question: '¿Qué esperas lograr?', type: 'TEXT' },
  ]);
  await db.insert(questionaries).values([
    {
      id: FEEDBACK_QUESTIONARY,
      name: 'Feedback de sesión',
      type: 'SESSION_FEEDBACK',
      targetUserRole: 'ANY',
      structure: group('Sesión', [
        question('satisfaccion', 'RATE', '¿Cómo evalúas la sesión?', scale),
        question('utilidad', 'OPTIONS', '¿Qué fue lo más útil?', choices(['Consejos', 'Ejercicios', 'Contactos'])),
        question('comentario', 'TEXT', 'Comentarios', {}),
      ]),
    },
    {
      id: WORKSHOP_SURVEY,
      name: WORKSHOP_SURVEY_NAME,
      type: 'WORKSHOP_FEEDBACK',
      targetUserRole: 'ANY',
      structure: group('Taller', [
        question('nota', 'RATE', '¿Qué nota le pones al taller?', scale),
        question('formato', 'OPTIONS', '¿Qué formato prefieres?', choices(['Presencial', 'Remoto', 'Híbrido'])),
        question('aprendizaje', 'TEXT', '¿Qué aprendiste?', {}),
      ]),
    },
  ]);

  await run(`
    insert into clients (id, name, city)
    select md5('bench-client|' || k)::uuid, 'Empresa ' || lpad(k::text, 2, '0'),
           (${textArray(['Santiago', 'Valparaíso', 'Concepción', 'Antofagasta', 'Temuco'])})[1 + k % 5]
    from generate_series(1, ${SIZE.clients - 1}) k`);
  // Statuses: 5 % draft, 10 % kick-off, 35 % in progress, 50 % finalized; starts over two years.
  await run(
    `
    insert into processes (id, name, status, service_types, client_id, estimated_start_date, estimated_end_date,
                           start_date, end_date, is_mentorup)
    select md5('bench-process|' || i)::uuid, 'Programa ' || (2025 + i % 2) || ' · ' || i, s.status,
           case ${h('service', 'i', 4)} when 0 then '{MENTORING}'::text[] when 1 then '{NETWORKING}'::text[]
                when 2 then '{MENTORING,WORKSHOP}'::text[] else '{MENTORING,NETWORKING}'::text[] end,
           ${clientOf(`i % ${SIZE.clients}`)}, d.start, d.start + 120,
           case when s.status in ('IN_PROGRESS', 'FINALIZED')
                then (d.start + time '12:00') at time zone 'America/Santiago' end,
           case when s.status = 'FINALIZED'
                then (d.start + 120 + time '12:00') at time zone 'America/Santiago' end,
           ${h('brand', 'i', 5)} = 0
    from generate_series(0, ${SIZE.processes - 1}) i
    cross join lateral (select date '2024-12-01' + ${h('start', 'i', 730)} as start) d
    cross join lateral (
      select case when ${h('status', 'i', 100)} < 5 then 'DRAFT' when ${h('status', 'i', 100)} < 15 then 'KICKOFF'
                  when ${h('status', 'i', 100)} < 50 then 'IN_PROGRESS' else 'FINALIZED' end as status
    ) s`,
    [demo.id],
  );
  // Person j takes part in process j % 500: half of each process's 40 people mentors, half mentees (of the client).
  await run(`
    insert into users (id, email, name, last_name, roles, client_id, mentorship_info, company)
    select md5('bench-user|' || j)::uuid, 'persona' || j || '@bench.test', (${textArray(NAMES)})[1 + j % 8],
           (${textArray(LAST_NAMES)})[1 + j % 9], '{USER}',
           case when (j / ${SIZE.processes}) % 2 = 1 then p.client_id end,
           case when (j / ${SIZE.processes}) % 2 = 0
                then '{"mentorType":"EXTERNAL","mentorStatus":"ACTIVE"}'::jsonb end,
           c.name
    from generate_series(0, ${SIZE.people - 1}) j
    join processes p on p.id = md5('bench-process|' || (j % ${SIZE.processes}))::uuid
    join clients c on c.id = p.client_id`);
  await run(`
    insert into process_participants (process_id, user_id, role, invitation_status, responded_at)
    select md5('bench-process|' || (j % ${SIZE.processes}))::uuid, md5('bench-user|' || j)::uuid,
           case when (j / ${SIZE.processes}) % 2 = 0 then 'MENTOR' else 'STUDENT' end, 'APPROVED', now()
    from generate_series(0, ${SIZE.people - 1}) j`);

  // The company's panel reads pairs, their sessions and events: mentoring processes under way follow the demo guide,
  // each mentor paired with a mentee (sessions done: all of a finalized process, half of one in progress), and every
  // process past its kick-off held an opening event that three in four attended.
  const benchProcesses = `p.id in (select md5('bench-process|' || i)::uuid from generate_series(0, ${SIZE.processes - 1}) i)`;
  await run(
    `update processes p set mentorship_id = (select id from mentorships where name = $1)
     where ${benchProcesses} and 'MENTORING' = any(p.service_types)`,
    [DEMO_GUIDE_NAME],
  );
  await run(`
    insert into pairs (id, process_id, mentor_id, student_id, affinity)
    select md5('bench-pair|' || j)::uuid, p.id, md5('bench-user|' || j)::uuid,
           md5('bench-user|' || (j + ${SIZE.processes}))::uuid, 0.5 + ${h('affinity', 'j', 50)} / 100.0
    from generate_series(0, ${SIZE.people - 1}) j
    join processes p on p.id = md5('bench-process|' || (j % ${SIZE.processes}))::uuid
    where (j / ${SIZE.processes}) % 2 = 0 and p.mentorship_id is not null
      and p.status in ('IN_PROGRESS', 'FINALIZED')`);
  await run(`
    insert into pair_sessions (pair_id, session_number, status, schedule_date, completed_at)
    select pr.id, s, x.status, p.start_date + interval '21 days' * (s - 1),
           case when x.status = 'COMPLETED' then p.start_date + interval '21 days' * (s - 1) end
    from pairs pr
    join processes p on p.id = pr.process_id and ${benchProcesses}
    cross join generate_series(1, (select count(*)::int from mentorship_sessions ms
                                   where ms.mentorship_id = p.mentorship_id)) s
    cross join lateral (
      select case when p.status = 'FINALIZED' or ${h('done', 'pr.id::text || s', 2)} = 0 then 'COMPLETED'
                  else 'PENDING_NO_DATE' end as status
    ) x`);
  await run(`
    insert into process_events (id, process_id, name, event_date)
    select md5('bench-event|' || p.id)::uuid, p.id, 'Lanzamiento', p.start_date
    from processes p where ${benchProcesses} and p.start_date is not null`);
  await run(`
    insert into event_attendances (event_id, user_id, marked_at)
    select e.id, pp.user_id, e.event_date
    from process_events e
    join process_participants pp on pp.process_id = e.process_id
    where e.id = md5('bench-event|' || e.process_id)::uuid and ${h('attended', 'pp.user_id::text', 4)} < 3`);

  // Impact measurements: the baseline for every process past its draft (80 % answer), the closing one for the
  // finalized ones (70 % answer).
  await run(`
    insert into questionary_invitations (id, process_id, user_id, user_role, entity_type, entity_sub_type, status,
                                         completed_at, created_at, updated_at)
    select md5('bench-mdi|' || m.sub || '|' || pp.user_id)::uuid, pp.process_id, pp.user_id, pp.role, 'MDI', m.sub,
           case when x.done then 'COMPLETED' else 'SENT' end,
           case when x.done then x.sent + interval '1 day' * (1 + ${h('late', 'pp.user_id::text || m.sub', 10)}) end,
           x.sent, x.sent
    from process_participants pp
    join processes p on p.id = pp.process_id
    join users u on u.id = pp.user_id and u.email like '%@bench.test'
    cross join (values ('BASELINE', 80), ('POST_PROCESS', 70)) m(sub, answered)
    cross join lateral (
      select coalesce(p.start_date, p.estimated_start_date::timestamptz)
               + case when m.sub = 'BASELINE' then interval '-3 days' else interval '120 days' end as sent,
             ${h('done', 'm.sub || pp.user_id::text', 100)} < m.answered as done
    ) x
    where (m.sub = 'BASELINE' and p.status <> 'DRAFT') or (m.sub = 'POST_PROCESS' and p.status = 'FINALIZED')`);
  // Sessions' feedback in mentoring processes: two sessions so far in progress, three when finalized; 75 % answer.
  await run(
    `
    insert into questionary_invitations (id, process_id, user_id, user_role, entity_type, entity_sub_type,
                                         questionary_id, status, completed_at, created_at, updated_at)
    select md5('bench-feedback|' || s || '|' || pp.user_id)::uuid, pp.process_id, pp.user_id, pp.role,
           'SESSION_FEEDBACK', s::text, $1::uuid, case when x.done then 'COMPLETED' else 'SENT' end,
           case when x.done then x.sent + interval '1 day' * (1 + ${h('late', 'pp.user_id::text || s', 5)}) end,
           x.sent, x.sent
    from process_participants pp
    join processes p on p.id = pp.process_id
    join users u on u.id = pp.user_id and u.email like '%@bench.test'
    cross join generate_series(1, 3) s
    cross join lateral (
      select p.start_date + interval '21 days' * s as sent, ${h('done', 's || pp.user_id::text', 100)} < 75 as done
    ) x
    where 'MENTORING' = any(p.service_types)
      and ((p.status = 'IN_PROGRESS' and s <= 2) or p.status = 'FINALIZED')`,
    [FEEDBACK_QUESTIONARY],
  );
  await run(`
    insert into questionary_responses (id, invitation_id, user_id, submitted_at, created_at, updated_at)
    select md5('bench-response|' || qi.id)::uuid, qi.id, qi.user_id, qi.completed_at, qi.created_at, qi.completed_at
    from questionary_invitations qi join users u on ${benchPeople}
    where qi.status = 'COMPLETED'`);
  // Baseline points 1..4; the closing measurement moves each by -1..+2. One in four chooses 'Otro'; 80 % write.
  const point = (qid: string) =>
    `least(5, greatest(1, 1 + ${h('base', `${qid} || qi.user_id::text`, 4)}
       + case when qi.entity_sub_type = 'POST_PROCESS'
              then ${h('change', `${qid} || qi.user_id::text`, 4)} - 1 else 0 end))`;
  await run(
    `
    insert into questionary_answers (response_id, question_id, value_type, value, other_text)
    select r.id, q.qid, q.vt,
           case q.kind
             when 'rate' then to_jsonb(${point('q.qid')})
             when 'choice' then to_jsonb(case when c.n = 3 then '__other__' else c.n::text end)
             else to_jsonb((${textArray(WRITTEN)})[1 + ${h('text', 'r.id::text', WRITTEN.length)}])
           end,
           case when q.kind = 'choice' and c.n = 3 then 'Cambiar de rubro' end
    from questionary_responses r
    join questionary_invitations qi on qi.id = r.invitation_id and qi.entity_type = 'MDI'
    join users u on ${benchPeople}
    cross join (values ($1::text, 'NUMBER', 'rate'), ($2::text, 'NUMBER', 'rate'), ($3::text, 'NUMBER', 'rate'),
                       ($4::text, 'NUMBER', 'rate'), ($5::text, 'OPTION', 'choice'), ($6::text, 'TEXT', 'text'))
      as q(qid, vt, kind)
    cross join lateral (select ${h('choice', 'r.id::text', 4)} as n) c
    where q.kind <> 'text' or ${h('wrote', 'r.id::text', 10)} < 8`,
    [...BANK.rates, BANK.choice, BANK.text],
  );
  await run(
    `
    insert into questionary_answers (response_id, question_id, value_type, value)
    select r.id, q.qid, q.vt,
           case q.qid
             when 'satisfaccion' then to_jsonb(least(5, 2 + ${h('satisfaction', 'r.id::text', 4)}))
             when 'utilidad' then to_jsonb('o' || (1 + ${h('useful', 'r.id::text', 3)}))
             else to_jsonb((${textArray(WRITTEN)})[1 + ${h('text', 'r.id::text', WRITTEN.length)}])
           end
    from questionary_responses r
    join questionary_invitations qi on qi.id = r.invitation_id and qi.questionary_id = $1::uuid
    join users u on ${benchPeople}
    cross join (values ('satisfaccion', 'NUMBER'), ('utilidad', 'OPTION'), ('comentario', 'TEXT')) q(qid, vt)
    where q.qid <> 'comentario' or ${h('wrote', 'r.id::text', 10)} < 5`,
    [FEEDBACK_QUESTIONARY],
  );

  // Workshops: 120 open invitations (a workshop, its coach, type, methodology and client) answered 7,500 times.
  await run(`
    insert into workshops (id, name)
    select md5('bench-workshop|' || w)::uuid,
           (${textArray(WORKSHOP_TOPICS)})[1 + w % ${WORKSHOP_TOPICS.length}]
             || ' · edición ' || (1 + w / ${WORKSHOP_TOPICS.length})
    from generate_series(0, ${SIZE.workshops - 1}) w`);
  await run(`
    insert into coaches (id, name, last_name, email)
    select md5('bench-coach|' || k)::uuid, (${textArray(NAMES)})[1 + k % 8], (${textArray(LAST_NAMES)})[1 + k % 9],
           'coach' || k || '@bench.test'
    from generate_series(0, ${SIZE.coaches - 1}) k`);
  await run(
    `
    insert into questionary_invitations (id, user_role, entity_type, entity_sub_type, questionary_id, status,
                                         workshop_id, workshop_type, methodology, client_id, coach_id, created_at,
                                         updated_at)
    select md5('bench-open|' || o)::uuid, 'ANY', 'OPEN', $2, $3::uuid, 'OPEN',
           md5('bench-workshop|' || (o % ${SIZE.workshops}))::uuid,
           case when ${h('type', 'o', 2)} = 0 then 'PROCESS' else 'INDEPENDENT' end,
           (array['ON_SITE', 'REMOTE', 'HYBRID'])[1 + ${h('method', 'o', 3)}], ${clientOf(`o % ${SIZE.clients}`)},
           md5('bench-coach|' || (o % ${SIZE.coaches}))::uuid, d.at, d.at
    from generate_series(0, ${SIZE.openInvitations - 1}) o
    cross join lateral (select timestamptz '2024-12-01 12:00-03' + interval '1 day' * ${h('day', 'o', 700)} as at) d`,
    [demo.id, WORKSHOP_SURVEY_NAME, WORKSHOP_SURVEY],
  );
  await run(`
    insert into questionary_responses (id, invitation_id, submitted_at, created_at, updated_at)
    select md5('bench-open-response|' || r)::uuid, qi.id, x.at, x.at, x.at
    from generate_series(0, ${WORKSHOP_RESPONSES - 1}) r
    join questionary_invitations qi on qi.id = md5('bench-open|' || (r % ${SIZE.openInvitations}))::uuid
    cross join lateral (select qi.created_at + interval '1 hour' * ${h('hour', 'r', 14 * 24)} as at) x`);
  await run(
    `
    insert into questionary_answers (response_id, question_id, value_type, value)
    select r.id, q.qid, q.vt,
           case q.qid
             when 'nota' then to_jsonb(least(5, 2 + ${h('note', 'r.id::text', 4)}))
             when 'formato' then to_jsonb('o' || (1 + ${h('format', 'r.id::text', 3)}))
             else to_jsonb((${textArray(WRITTEN)})[1 + ${h('text', 'r.id::text', WRITTEN.length)}])
           end
    from questionary_responses r
    join questionary_invitations qi on qi.id = r.invitation_id and qi.questionary_id = $1::uuid
    cross join (values ('nota', 'NUMBER'), ('formato', 'OPTION'), ('aprendizaje', 'TEXT')) q(qid, vt)
    where q.qid <> 'aprendizaje' or ${h('wrote', 'r.id::text', 10)} < 4`,
    [WORKSHOP_SURVEY],
  );
  await run('analyze');

  const counts: Record<string, number> = {};
  for (const table of [
    'clients',
    'processes',
    'process_participants',
    'pairs',
    'pair_sessions',
    'event_attendances',
    'questionary_invitations',
    'questionary_responses',
    'questionary_answers',
  ]) {
    const { rows } = await run(`select count(*)::int as n from ${table}`);
    counts[table] = Number((rows[0] as { n: number }).n);
  }
  return counts;
}
