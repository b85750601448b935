import {
  LOOKUP_SELECT_MAX,
  questionaryErrorMessages,
  questionaryErrorTypes,
  type ParsedQuestionaryPayload,
  type Questionary,
  type QuestionaryList,
  type QuestionaryRole,
  type QuestionarySummary,
  type QuestionaryType,
  type QuestionGroup,
  isResourceId,
} from '@enlaza/contract';
import { AppError, notFound } from '../../plugins/errors';
import { postgresErrorCode } from '../../db/errors';
import type { QuestionaryRow, QuestionnairesRepository, QuestionaryValues } from './questionnaires.repository';
import { pageOf, pageWindow } from '../../db/pagination';

/**
 * A reason the questionary cannot be deleted (a Spanish sentence), or null. Bundles, guide templates and guide
 * sessions are checked here; other areas may add their own guard where app.ts wires this.
 */
export type QuestionaryDeletionGuard = (questionaryId: string) => Promise<string | null>;

/** ON DELETE RESTRICT raises restrict_violation; NO ACTION raises foreign_key_violation. */
const REFERENCED_ROW_CODES = new Set(['23001', '23503']);

type SummaryRow = Pick<
  QuestionaryRow,
  'id' | 'name' | 'overview' | 'type' | 'targetUserRole' | 'createdAt' | 'updatedAt'
>;

export function toQuestionarySummary(row: SummaryRow): QuestionarySummary {
  return {
    id: row.id,
    name: row.name,
    overview: row.overview,
    type: row.type as QuestionaryType,
    target_user_role: row.targetUserRole as QuestionaryRole,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toQuestionary(row: QuestionaryRow): Questionary {
  return { ...toQuestionarySummary(row), questionGroups: row.structure as QuestionGroup[] };
}

function toValues(payload: ParsedQuestionaryPayload): QuestionaryValues {
  return {
    name: payload.name,
    overview: payload.overview,
    type: payload.type,
    targetUserRole: payload.target_user_role,
    structure: payload.questionGroups,
  };
}

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

interface Deps {
  questionnairesRepository: QuestionnairesRepository;
  /** Extra checks before deleting (processes, invitations); bundles, templates and guides are always checked. */
  deletionGuards?: QuestionaryDeletionGuard[];
}

export function createQuestionnairesService({ questionnairesRepository: repository, deletionGuards = [] }: Deps) {
  const questionaryNotFound = () =>
    notFound(questionaryErrorTypes.notFound, questionaryErrorMessages[questionaryErrorTypes.notFound]);
  const inUse = (reason: string) => new AppError(questionaryErrorTypes.inUse, 409, reason);

  const referencesGuard: QuestionaryDeletionGuard = async (id) => {
    const { bundles, templates, sessions } = await repository.references(id);
    const uses = [
      bundles && plural(bundles, 'paquete de cuestionarios', 'paquetes de cuestionarios'),
      templates && plural(templates, 'plantilla de pauta', 'plantillas de pauta'),
      sessions && plural(sessions, 'sesión de pauta', 'sesiones de pauta'),
    ].filter(Boolean);
    return uses.length === 0
      ? null
      : `No se puede eliminar el cuestionario porque está en uso en: ${uses.join(', ')}. Quítalo de ahí primero.`;
  };
  const guards = [referencesGuard, ...deletionGuards];

  async function existing(id: string) {
    const row = isResourceId(id) ? await repository.findById(id) : undefined;
    if (!row) throw questionaryNotFound();
    return row;
  }

  return {
    async list(query: {
      type?: QuestionaryType;
      target_user_role?: QuestionaryRole;
      page: number;
      limit: number;
      searchFilter: string;
      pagination: boolean;
    }): Promise<QuestionaryList> {
      const term = query.searchFilter.trim();
      const page = query.pagination ? query.page : 1;
      const limit = query.pagination ? query.limit : LOOKUP_SELECT_MAX;
      const { rows, total } = await repository.list({
        type: query.type,
        role: query.target_user_role,
        search: term || null,
        ...pageWindow({ page, limit }),
      });
      return pageOf(rows.map(toQuestionarySummary), total, { page, limit });
    },

    async get(id: string): Promise<Questionary> {
      return toQuestionary(await existing(id));
    },

    async create(payload: ParsedQuestionaryPayload): Promise<Questionary> {
      return toQuestionary(await repository.insert(toValues(payload)));
    },

    async update(id: string, payload: ParsedQuestionaryPayload): Promise<Questionary> {
      await existing(id);
      const row = await repository.update(id, toValues(payload));
      if (!row) throw questionaryNotFound();
      return toQuestionary(row);
    },

    /** A copy named 'Copia de …' with the same groups, questions and conditions (ids are local to a questionary). */
    async duplicate(id: string): Promise<Questionary> {
      const source = await existing(id);
      const row = await repository.insert({
        name: `Copia de ${source.name}`.slice(0, 300),
        overview: source.overview,
        type: source.type,
        targetUserRole: source.targetUserRole,
        structure: source.structure,
      });
      return toQuestionary(row);
    },

    async delete(id: string): Promise<void> {
      await existing(id);
      for (const guard of guards) {
        const reason = await guard(id);
        if (reason) throw inUse(reason);
      }
      try {
        if (!(await repository.delete(id))) throw questionaryNotFound();
      } catch (err) {
        // A reference added between the check and the delete: the restricting foreign key refuses it.
        if (REFERENCED_ROW_CODES.has(postgresErrorCode(err) ?? ''))
          throw inUse(questionaryErrorMessages[questionaryErrorTypes.inUse]!);
        throw err;
      }
    },
  };
}
export type QuestionnairesService = ReturnType<typeof createQuestionnairesService>;
