import { CalendarOutlined } from '@ant-design/icons';
import {
  enrolmentMessages as m,
  enrolmentStepTitles,
  inscriptionSubtitle,
  type EnrolmentStep,
  type InscriptionType,
  type PublicConvocatory,
} from '@enlaza/contract';
import { Result, Steps } from 'antd';
import type { ReactNode } from 'react';
import { useBrand } from '../../app/BrandContext';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { formatOpenDate } from './enrolmentFlow';
import '../profile/profile.css';
import './enrolment.css';

/** The page of a public enrolment: centred, narrow, with the brand's or the convocatory's logo on top. */
export function EnrolmentFrame({ logoUrl, children }: { logoUrl?: string | null; children: ReactNode }) {
  const brand = useBrand();
  return (
    <main className="enrolment profile-wizard">
      <img
        className="enrolment__logo"
        src={logoUrl ?? brand.logoUrl}
        alt={logoUrl ? 'Logo del programa' : brand.name}
        // The brand's logos are 44 px high: their place is kept while they load (a programme's own logo varies).
        height={logoUrl ? undefined : 44}
      />
      {children}
    </main>
  );
}

/** 'Inscripción al programa {name}' and the role (spec 002 §2.1). */
export function EnrolmentHeading({
  convocatory,
  inscriptionType,
}: {
  convocatory: PublicConvocatory;
  inscriptionType: InscriptionType;
}) {
  return (
    <header className="enrolment__header">
      <h1 className="enrolment__title">{m.title(convocatory.name)}</h1>
      <p className="enrolment__subtitle">{inscriptionSubtitle(convocatory, inscriptionType)}</p>
    </header>
  );
}

/** The step bar: every step's title on wide screens, small dots with short titles on phones. */
export function EnrolmentSteps({ steps, current }: { steps: readonly EnrolmentStep[]; current: EnrolmentStep }) {
  const isPhone = useMediaQuery('(max-width: 599px)');
  const index = Math.max(steps.indexOf(current), 0);
  return (
    <nav aria-label="Pasos de la inscripción">
      <p className="visually-hidden" aria-live="polite">
        Paso {index + 1} de {steps.length}
      </p>
      <Steps
        className="enrolment__steps"
        current={index}
        items={steps.map((step) => ({ title: enrolmentStepTitles[step] }))}
        responsive={false}
        size="small"
        {...(isPhone ? { type: 'dot' as const, titlePlacement: 'vertical' as const } : {})}
      />
    </nav>
  );
}

/** A convocatory that does not take applications: not started yet (DRAFT) or already ended. */
export function EnrolmentUnavailable({
  kind,
  convocatory,
}: {
  kind: 'notStarted' | 'ended';
  convocatory: PublicConvocatory;
}) {
  return (
    <Result
      className="enrolment__result"
      status={kind === 'notStarted' ? 'info' : 'warning'}
      icon={kind === 'notStarted' ? <CalendarOutlined aria-hidden /> : undefined}
      title={kind === 'notStarted' ? m.notStarted : m.ended}
      subTitle={m.estimatedOpen(formatOpenDate(convocatory.estimatedOpenDate))}
    />
  );
}
