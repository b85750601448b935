import {
  BASE_OBJECTIVE,
  BUNDLE_AUTO_SEND_FROM_SLOT,
  bundleSlotSubType,
  defaultMdiSubType,
  mdiSubTypeLabels,
  type BundleEntityType,
  type BundlePayload,
  type DynamicMentorshipPayload,
  type Mdi,
  type MdiPayload,
  type MdiSubType,
} from '@enlaza/contract';

/** A measurement's name with its sub-type, unless the name already says it ('Cierre · Post proceso'). */
export function measurementLabel(name: string, subType: MdiSubType | null, separator = ' · '): string {
  if (!subType || mdiSubTypeLabels[subType] === name) return name;
  return `${name}${separator}${mdiSubTypeLabels[subType]}`;
}

// ── MDI form ────────────────────────────────────────────────────────────────────────────────────────────

export interface MeasurementFormValues {
  measurementName?: string;
  subType?: MdiSubType;
  autoSend?: boolean;
  mentorQuestions?: string[];
  studentQuestions?: string[];
}
export interface MdiFormValues {
  name?: string;
  measurements?: MeasurementFormValues[];
}

/** A new measurement: the sub-type of its position (baseline first), no questions yet. */
export function newMeasurement(position: number): MeasurementFormValues {
  return {
    measurementName: '',
    subType: defaultMdiSubType(position) ?? undefined,
    autoSend: false,
    mentorQuestions: [],
    studentQuestions: [],
  };
}

export function toMdiFormValues(mdi?: Mdi): MdiFormValues {
  if (!mdi) return { name: '', measurements: [newMeasurement(0)] };
  return {
    name: mdi.name,
    measurements: mdi.measurements.map((m) => ({
      measurementName: m.measurementName,
      subType: m.subType ?? undefined,
      autoSend: m.autoSend,
      mentorQuestions: m.mentorQuestions,
      studentQuestions: m.studentQuestions,
    })),
  };
}

export function toMdiPayload(values: MdiFormValues): MdiPayload {
  return {
    name: values.name ?? '',
    measurements: (values.measurements ?? []).map((m) => ({
      measurementName: m.measurementName ?? '',
      subType: m.subType ?? null,
      autoSend: m.autoSend ?? false,
      mentorQuestions: m.mentorQuestions ?? [],
      studentQuestions: m.studentQuestions ?? [],
    })),
  };
}

// ── Bundle form ─────────────────────────────────────────────────────────────────────────────────────────

export interface BundleSlotValues {
  mentorQuestionaryId?: string;
  studentQuestionaryId?: string;
  autoSend?: boolean;
}
export interface BundleFormValues {
  name?: string;
  slots?: BundleSlotValues[];
}

/** Whether the automatic-send checkbox is offered for a slot (spec 002 §9: MDI, index 4 and above). */
export const offersAutoSend = (entityType: BundleEntityType, slot: number) =>
  entityType === 'MDI' && slot >= BUNDLE_AUTO_SEND_FROM_SLOT;

/** Each slot becomes the mentor's and the student's questionary, sent as the slot's sub-type. */
export function toBundlePayload(entityType: BundleEntityType, values: BundleFormValues): BundlePayload {
  return {
    name: values.name ?? '',
    entityType,
    questionaries: (values.slots ?? []).flatMap((slot, index) => {
      const autoSend = offersAutoSend(entityType, index) && !!slot.autoSend;
      const entitySubType = bundleSlotSubType(entityType, index);
      return [
        { questionaryId: slot.mentorQuestionaryId ?? '', user_role: 'MENTOR' as const, entitySubType, autoSend },
        { questionaryId: slot.studentQuestionaryId ?? '', user_role: 'STUDENT' as const, entitySubType, autoSend },
      ];
    }),
  };
}

// ── Dynamic mentorship form ─────────────────────────────────────────────────────────────────────────────

export interface DynamicMentorshipFormValues {
  name?: string;
  sessions?: number;
  nonDynamic?: boolean;
  /** questionaries[session index][objective id] */
  questionaries?: Record<string, string | undefined>[];
}

/** The objectives each session needs a guide for: the base one, and every advice unless 'Pauta no dinamica'. */
export function templateObjectives(nonDynamic: boolean, adviceIds: string[]): string[] {
  return nonDynamic ? [BASE_OBJECTIVE] : [BASE_OBJECTIVE, ...adviceIds];
}

export function toDynamicMentorshipPayload(
  values: DynamicMentorshipFormValues,
  adviceIds: string[],
): DynamicMentorshipPayload {
  const sessions = values.sessions ?? 0;
  const objectives = templateObjectives(!!values.nonDynamic, adviceIds);
  const questionaries: Record<string, Record<string, string>> = {};
  for (let index = 0; index < sessions; index++) {
    const chosen = values.questionaries?.[index] ?? {};
    questionaries[String(index + 1)] = Object.fromEntries(
      objectives.flatMap((objective) => (chosen[objective] ? [[objective, chosen[objective]]] : [])),
    );
  }
  return { name: values.name ?? '', sessions, isDynamic: !values.nonDynamic, questionaries };
}
