import {
  convocatoryActions,
  convocatoryStatusLabels,
  nextConvocatoryStatus,
  type ConvocatoryAction,
  type ConvocatoryStatus,
} from '@enlaza/contract';

export interface LifecycleStep {
  action: ConvocatoryAction;
  to: ConvocatoryStatus;
  /** Moves back, or cannot be undone: the confirmation is a warning. */
  warning: boolean;
  question: string;
  explanation: string;
}

function describe(action: ConvocatoryAction, from: ConvocatoryStatus, to: ConvocatoryStatus): LifecycleStep {
  switch (action) {
    case 'open':
      return {
        action,
        to,
        warning: false,
        question: '¿Abrir la convocatoria?',
        explanation: 'Los enlaces de inscripción empezarán a recibir postulaciones de mentees y mentoras.',
      };
    case 'close':
      return {
        action,
        to,
        warning: false,
        question: '¿Cerrar las inscripciones?',
        explanation:
          'La convocatoria dejará de recibir postulaciones y pasará a Seleccionando participantes, donde podrás marcar a las seleccionadas.',
      };
    case 'finish':
      return {
        action,
        to,
        warning: true,
        question: '¿Finalizar la convocatoria?',
        explanation:
          'La selección de participantes quedará cerrada y la convocatoria ya no se podrá editar ni volver a un estado anterior. Esta acción no se puede deshacer.',
      };
    case 'return-status':
      return {
        action,
        to,
        warning: true,
        question: `¿Volver la convocatoria a ${convocatoryStatusLabels[to]}?`,
        explanation:
          from === 'OPEN'
            ? 'Los enlaces de inscripción dejarán de recibir postulaciones hasta que la convocatoria se abra de nuevo.'
            : 'La convocatoria volverá a recibir postulaciones, se borrará la fecha de cierre de inscripciones y la selección de participantes quedará bloqueada hasta cerrarlas otra vez.',
      };
  }
}

/** The lifecycle buttons a convocatory offers in its state (spec 002 §4.1), forward moves first. */
export function lifecycleStepsFor(status: ConvocatoryStatus): LifecycleStep[] {
  const steps: LifecycleStep[] = [];
  for (const action of convocatoryActions) {
    const to = nextConvocatoryStatus(status, action);
    if (to) steps.push(describe(action, status, to));
  }
  return steps;
}
