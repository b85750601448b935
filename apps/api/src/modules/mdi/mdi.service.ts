import {
  defaultMdiSubType,
  mdiErrorMessages,
  mdiErrorTypes,
  type Mdi,
  type MdiList,
  type MdiPreview,
  type ParsedMdiPayload,
  isResourceId,
} from '@enlaza/contract';
import { AppError, badRequest, notFound } from '../../plugins/errors';
import type { MdiRepository, MdiRow, MeasurementRow, MeasurementValues } from './mdi.repository';
import { pageOf, pageWindow } from '../../db/pagination';

/**
 * A reason the MDI cannot be deleted (a Spanish sentence), or null. Processes use MDIs: the processes area adds its
 * guard (an MDI chosen by a process) where the services are wired in app.ts.
 */
export type MdiDeletionGuard = (mdiId: string) => Promise<string | null>;

const SELECT_MAX = 100;

function toMdi(row: MdiRow, measurements: MeasurementRow[]): Mdi {
  return {
    mdiId: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    measurements: measurements.map((m) => ({
      measurementId: m.id,
      measurementName: m.name,
      subType: (m.subType as Mdi['measurements'][number]['subType']) ?? defaultMdiSubType(m.position),
      autoSend: m.autoSend,
      mentorQuestions: m.mentorQuestionIds,
      studentQuestions: m.studentQuestionIds,
    })),
  };
}

interface Deps {
  mdiRepository: MdiRepository;
  deletionGuards?: MdiDeletionGuard[];
}

export function createMdiService({ mdiRepository: repository, deletionGuards = [] }: Deps) {
  const mdiNotFound = () => notFound(mdiErrorTypes.notFound, mdiErrorMessages[mdiErrorTypes.notFound]);

  async function existing(id: string) {
    const row = isResourceId(id) ? await repository.findById(id) : undefined;
    if (!row) throw mdiNotFound();
    return row;
  }

  /** Measurements as stored, after checking that every question is in the bank. */
  async function measurementValues(payload: ParsedMdiPayload): Promise<MeasurementValues[]> {
    const referenced = [...new Set(payload.measurements.flatMap((m) => [...m.mentorQuestions, ...m.studentQuestions]))];
    const known = await repository.existingQuestionIds(referenced);
    if (referenced.some((id) => !known.has(id))) {
      throw badRequest(mdiErrorTypes.unknownQuestion, mdiErrorMessages[mdiErrorTypes.unknownQuestion]);
    }
    return payload.measurements.map((m, position) => ({
      position,
      name: m.measurementName,
      subType: m.subType ?? defaultMdiSubType(position),
      autoSend: m.autoSend,
      mentorQuestionIds: m.mentorQuestions,
      studentQuestionIds: m.studentQuestions,
    }));
  }

  async function withMeasurements(row: MdiRow) {
    return toMdi(row, await repository.measurementsOf([row.id]));
  }

  return {
    async list(query: { page: number; limit: number; searchFilter: string; pagination: boolean }): Promise<MdiList> {
      const term = query.searchFilter.trim();
      const search = term === '' || term === '.*' ? null : term;
      const page = query.pagination ? query.page : 1;
      const limit = query.pagination ? query.limit : SELECT_MAX;
      const { rows, total } = await repository.list({ search, ...pageWindow({ page, limit }) });
      const measurements = await repository.measurementsOf(rows.map((row) => row.id));
      return pageOf(
        rows.map((row) =>
          toMdi(
            row,
            measurements.filter((m) => m.mdiId === row.id),
          ),
        ),
        total,
        { page, limit },
      );
    },

    async detail(id: string): Promise<Mdi> {
      return withMeasurements(await existing(id));
    },

    /** Questions that left the bank since are left out: the preview shows what would be asked now. */
    async preview(id: string): Promise<MdiPreview> {
      const mdi = await withMeasurements(await existing(id));
      const ids = [...new Set(mdi.measurements.flatMap((m) => [...m.mentorQuestions, ...m.studentQuestions]))];
      const byId = new Map(
        (await repository.questionsByIds(ids)).map((row) => [
          row.id,
          {
            questionId: row.id,
            question: row.question,
            type: row.type as MdiPreview['measurements'][number]['mentorQuestions'][number]['type'],
            alternatives: row.alternatives,
            other: row.other,
            alternativesMultiple: row.alternativesMultiple,
            rate: row.rate ?? null,
            createdAt: row.createdAt.toISOString(),
          },
        ]),
      );
      const resolve = (questionIds: string[]) => questionIds.flatMap((questionId) => byId.get(questionId) ?? []);
      return {
        ...mdi,
        measurements: mdi.measurements.map((m) => ({
          ...m,
          mentorQuestions: resolve(m.mentorQuestions),
          studentQuestions: resolve(m.studentQuestions),
        })),
      };
    },

    async create(payload: ParsedMdiPayload): Promise<Mdi> {
      const values = await measurementValues(payload);
      return withMeasurements(await repository.insert(payload.name, values));
    },

    async update(id: string, payload: ParsedMdiPayload): Promise<Mdi> {
      await existing(id);
      const values = await measurementValues(payload);
      const row = await repository.update(id, payload.name, values);
      if (!row) throw mdiNotFound();
      return withMeasurements(row);
    },

    async delete(id: string): Promise<void> {
      await existing(id);
      for (const guard of deletionGuards) {
        const reason = await guard(id);
        if (reason) throw new AppError(mdiErrorTypes.inUse, 409, reason);
      }
      if (!(await repository.delete(id))) throw mdiNotFound();
    },
  };
}
export type MdiService = ReturnType<typeof createMdiService>;
