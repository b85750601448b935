import type { TourProps } from 'antd';
import { TutorialTour, tourTarget } from '../profile/TutorialTour';

/** What the home's tour points at, in order: the member's processes, what is due, the campus and the profile. */
const steps: NonNullable<TourProps['steps']> = [
  {
    title: 'Tus procesos',
    description:
      'Aquí están los programas en que participas: los en curso primero. Abre uno para ver tus sesiones, tu dupla o tu grupo.',
    target: tourTarget('section[aria-labelledby="member-home-processes"]'),
  },
  {
    title: 'Lo importante de hoy',
    description: 'Tu próximo evento y tus pendientes: sesiones por agendar, evaluaciones y mediciones por responder.',
    target: tourTarget('aside[aria-labelledby="member-home-important"]'),
  },
  {
    title: 'Campus',
    description: 'Las lecciones de tus programas: cada una se abre en su fecha.',
    target: tourTarget('header a[href="/campus"]'),
  },
  {
    title: 'Tu perfil',
    description: 'Mantén tu perfil al día: con él te presentamos a tu mentora o mentee.',
    target: tourTarget('header .profile-trigger'),
  },
];

/** The member home's tour (spec 002 §2.7, spec 000 §4) on a member's first visit. */
export function HomeTour() {
  return <TutorialTour tutorial="home" steps={steps} />;
}
