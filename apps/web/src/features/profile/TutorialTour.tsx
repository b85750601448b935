import {
  completedTutorialsResponseSchema,
  profileMessages,
  type TutorialName,
  type TutorialStatus,
} from '@enlaza/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App as AntApp, Tour, type TourProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { api, invalidateList } from '../../lib/api';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { useProfile } from './profileApi';

/** Spec 000 §4, §9: a tour appears 300 ms after its page, and never on screens 768 px wide or less. */
const TOUR_DELAY_MS = 300;

/** A step's target: the first element matching `selector`, or none (antd then shows the step in the middle). */
export const tourTarget = (selector: string) => () => document.querySelector<HTMLElement>(selector) as HTMLElement;

interface Props {
  tutorial: TutorialName;
  steps: NonNullable<TourProps['steps']>;
  /**
   * Also show it to someone with no entry for it (the session guide's tour, at a member's first guide). Without it,
   * only a PENDING entry shows the tour (the home's: new accounts start with it PENDING).
   */
  showWhenUnseen?: boolean;
}

/**
 * A guided tour (antd Tour) shown while the member's tutorial of this name is due; finishing stores it COMPLETED and
 * closing it before the last step SKIPPED, through POST /users/me/complete_tutorial.
 */
export function TutorialTour({ tutorial, steps, showWhenUnseen = false }: Props) {
  const { message } = AntApp.useApp();
  const queryClient = useQueryClient();
  const profile = useProfile('me');
  const narrow = useMediaQuery('(max-width: 768px)');
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(0);
  // Finishing also closes the tour: stored once.
  const stored = useRef(false);
  const seen = profile.data?.completedTutorials.find((t) => t.tutorialName === tutorial);
  const due = !!profile.data && (seen ? seen.status === 'PENDING' : showWhenUnseen);

  useEffect(() => {
    if (!due || narrow) return;
    const timer = setTimeout(() => setOpen(true), TOUR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [due, narrow]);

  const finish = (status: TutorialStatus) => {
    setOpen(false);
    if (stored.current) return;
    stored.current = true;
    const query = new URLSearchParams({ tutorialName: tutorial, status });
    api
      .request(`/users/me/complete_tutorial?${query}`, { method: 'POST' }, completedTutorialsResponseSchema)
      .then(() => invalidateList(queryClient, '/users/me'))
      .catch(() => void message.error(profileMessages.tutorialFailed));
  };

  if (narrow || !due) return null;
  return (
    <Tour
      open={open}
      current={current}
      onChange={setCurrent}
      steps={steps}
      onClose={() => finish(current === steps.length - 1 ? 'COMPLETED' : 'SKIPPED')}
      onFinish={() => finish('COMPLETED')}
    />
  );
}
