import { completedTutorialsResponseSchema, profileMessages, type TutorialStatus } from '@enlaza/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App as AntApp, Tour, type TourProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { profileKeys, useProfile } from '../profile/profileApi';

const TUTORIAL = 'sessionGuide';
/** Spec 002 §2.6, §9: the tour appears 300 ms after the guide, and never on screens 768 px wide or less. */
const TOUR_DELAY_MS = 300;

const byId = (id: string) => () => document.getElementById(id) as HTMLElement;

const steps: TourProps['steps'] = [
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

/** The session guide's guided tour (antd Tour) on a member's first use, stored through complete_tutorial. */
export function GuideTour() {
  const { message } = AntApp.useApp();
  const queryClient = useQueryClient();
  const profile = useProfile('me');
  const narrow = useMediaQuery('(max-width: 768px)');
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(0);
  // Finishing also closes the tour: stored once.
  const stored = useRef(false);
  const seen = profile.data?.completedTutorials.find((t) => t.tutorialName === TUTORIAL);
  const due = !!profile.data && (!seen || seen.status === 'PENDING');

  useEffect(() => {
    if (!due || narrow) return;
    const timer = setTimeout(() => setOpen(true), TOUR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [due, narrow]);

  const finish = (status: TutorialStatus) => {
    setOpen(false);
    if (stored.current) return;
    stored.current = true;
    api
      .request(
        `/users/me/complete_tutorial?tutorialName=${TUTORIAL}&status=${status}`,
        { method: 'POST' },
        completedTutorialsResponseSchema,
      )
      .then(() => queryClient.invalidateQueries({ queryKey: profileKeys.all }))
      .catch(() => void message.error(profileMessages.tutorialFailed));
  };

  if (narrow || !due) return null;
  return (
    <Tour
      open={open}
      current={current}
      onChange={setCurrent}
      steps={steps}
      onClose={() => finish(current === (steps?.length ?? 0) - 1 ? 'COMPLETED' : 'SKIPPED')}
      onFinish={() => finish('COMPLETED')}
    />
  );
}
