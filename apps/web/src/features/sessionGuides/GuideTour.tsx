import type { TourProps } from 'antd';
import { TutorialTour, tourTarget } from '../profile/TutorialTour';

const byId = (id: string) => tourTarget(`#${id}`);

const steps: NonNullable<TourProps['steps']> = [
  {
    title: 'Editen la pauta juntas',
    description:
      'Presiona «Editar» para responder. Una persona edita a la vez: tu dupla ve cada cambio al instante y, al «Dejar de editar», puede tomar el control.',
    target: byId('guide-toolbar'),
  },
  {
    title: 'Las preguntas de la sesión',
    description: 'Cada sección se abre y se cierra. Al final, «Terminar pauta» envía las respuestas de ambas.',
    target: byId('guide-questions'),
  },
  {
    title: 'Tareas de la dupla',
    description:
      'Acuerden tareas con fecha límite: contadores con + y − o checklist. Se marcan «Completado» al cumplirse.',
    target: byId('guide-tasks'),
  },
  {
    title: 'Tus notas personales',
    description: 'Solo tú las ves; se guardan solas mientras escribes.',
    target: byId('guide-notes'),
  },
];

/** The session guide's guided tour on a member's first use. */
export function GuideTour() {
  return <TutorialTour tutorial="sessionGuide" steps={steps} showWhenUnseen />;
}
