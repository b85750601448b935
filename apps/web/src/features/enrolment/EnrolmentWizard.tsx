import { MailOutlined } from '@ant-design/icons';
import {
  convocatoryErrorTypes,
  DEFAULT_COUNTRY,
  enrolmentMessages as m,
  enrolmentStepsFor,
  genericErrorMessage,
  profileMessages,
  type ApplicantProfile,
  type EnrolmentStep,
  type InscriptionType,
  type PublicConvocatory,
  type StartInscriptionRequest,
  type UpdateApplicantProfileRequest,
} from '@enlaza/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Result, Skeleton } from 'antd';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useBrand } from '../../app/BrandContext';
import { ApiError } from '../../lib/api';
import { useSessionClaims } from '../../lib/auth/session';
import { initialsOf } from '../profile/initials';
import {
  companyPayload,
  companyValuesOf,
  interestsPayload,
  interestsValuesOf,
  personalPayload,
  personalValuesOf,
  type CompanyValues,
  type InterestsValues,
  type PersonalValues,
} from '../profile/wizardValues';
import { inscribe, saveApplicantProfile, startInscription } from './enrolmentApi';
import { EnrolmentSteps, EnrolmentUnavailable } from './EnrolmentFrame';
import {
  forgetInscriptionToken,
  isAlreadyInscribed,
  isNotOpen,
  isTokenRefused,
  keepInscriptionToken,
  resumeTokenFor,
  stepAfter,
  stepAfterEmail,
  stepBefore,
  type ContinueAnswer,
} from './enrolmentFlow';
import { EmailStep } from './EmailStep';
import {
  AvatarField,
  CompanyStepForm,
  EntrepreneurForm,
  InterestsStepForm,
  MotivationStep,
  PersonalStepForm,
  preloadEnrolmentSteps,
} from './enrolmentSteps';
import {
  entrepreneurPayload,
  entrepreneurValuesOf,
  readEntrepreneurInfo,
  type EntrepreneurValues,
} from '../profile/entrepreneurValues';

export const INSCRIPTION_RESULT_PATH = '/convocatory/inscription_result';

/** Who is enrolling, as the email step established it. */
interface EnrolmentSession {
  email: string;
  token: string;
  userId: string | null;
  profileId: string | null;
  canEditProfile: boolean;
  profile: ApplicantProfile | null;
}

/** What was typed in each step, so that going back and forth (or a failed save) loses nothing. */
interface Drafts {
  personal?: PersonalValues;
  interests?: InterestsValues;
  company?: CompanyValues;
  emprende?: EntrepreneurValues;
  motivation?: string;
}

interface SaveRequest {
  data: UpdateApplicantProfileRequest;
  avatar?: File | null;
  businessPicture?: File | null;
}

/** An applicant with nothing entered yet: the steps start empty, with the enrolment email. */
function emptyProfile(email: string): ApplicantProfile {
  return {
    id: '',
    name: '',
    lastName: '',
    email,
    gender: null,
    photoUrl: null,
    biography: null,
    dateOfBirth: null,
    contactInfo: { cellphone: null, country: null, region: null },
    professionalInfo: { company: null, businessPositionId: null, businessArea: null, university: null, carrer: null },
    interests: [],
    attributeIds: [],
    adviceIds: [],
    mainAdviceId: null,
    emprendeInfo: null,
  };
}

/** The email typed belongs to someone who exists already: the server mailed them the link to go on. */
interface LinkSent {
  email: string;
  /** An account (who may also sign in instead), rather than an applicant profile. */
  account: boolean;
}

/** The server's reason, when it gave one worth reading. */
function reasonOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.message !== genericErrorMessage ? error.message : undefined;
}

interface EnrolmentWizardProps {
  convocatory: PublicConvocatory;
  inscriptionType: InscriptionType;
}

/** The steps of a public enrolment (spec 002 §2.1, §4.2), from the email to the motivation. */
export function EnrolmentWizard({ convocatory, inscriptionType }: EnrolmentWizardProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const brand = useBrand();
  const claims = useSessionClaims();
  const [search] = useSearchParams();
  const link = { email: search.get('email'), resume: search.get('resume') };
  const goToLastStep = search.get('goToLastStep') === 'true';
  const steps = useMemo(
    () => enrolmentStepsFor(convocatory.convocatoryType, inscriptionType),
    [convocatory.convocatoryType, inscriptionType],
  );

  const [step, setStep] = useState<EnrolmentStep>('EMAIL');
  const [session, setSession] = useState<EnrolmentSession | null>(null);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [avatar, setAvatar] = useState<File | null>(null);
  const [linkSent, setLinkSent] = useState<LinkSent | null>(null);
  const [closed, setClosed] = useState(false);
  const [emailNotice, setEmailNotice] = useState<string | null>(null);

  const signedIn = claims !== null;
  const start = useMutation({
    mutationFn: (request: StartInscriptionRequest) => startInscription(request, signedIn),
  });
  const save = useMutation({
    mutationFn: ({ data, avatar, businessPicture }: SaveRequest) =>
      saveApplicantProfile(session!.profileId!, session!.token, data, { avatar, businessPicture }),
  });
  const send = useMutation({
    mutationFn: (motivation: string) =>
      inscribe(session!.token, {
        convocatoryId: convocatory.convocatoryId,
        inscriptionType,
        profileId: session!.profileId,
        userId: session!.userId,
        motivation,
        // The email step of this visit took the consent (the server refused to start without it).
        ...(convocatory.dataSharingPartner ? { partnerConsent: true } : {}),
      }),
  });

  const goTo = (next: EnrolmentStep) => {
    save.reset();
    send.reset();
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  /** The enrolment token is not accepted any more: the applicant proves the email again. */
  const restartFromEmail = () => {
    if (session) forgetInscriptionToken(session.email);
    setSession(null);
    setEmailNotice(m.tokenInvalid);
    goTo('EMAIL');
  };

  const toResultPage = () => void navigate(INSCRIPTION_RESULT_PATH);

  const submitEmail = (email: string) => {
    setEmailNotice(null);
    preloadEnrolmentSteps();
    start.mutate(
      {
        convocatoryId: convocatory.convocatoryId,
        inscriptionType,
        email,
        termsAccepted: true,
        ...(convocatory.dataSharingPartner ? { partnerConsent: true } : {}),
        resumeToken: resumeTokenFor(email, link),
        isMentorup: brand.isMentorup,
      },
      {
        onSuccess: (answer) => {
          if (answer.status === 'CONTINUE') continueWith(email, answer);
          else setLinkSent({ email, account: answer.status === 'ACCOUNT_LINK_SENT' });
        },
        onError: (error) => {
          if (isAlreadyInscribed(error)) toResultPage();
          else if (isNotOpen(error)) setClosed(true);
        },
      },
    );
  };

  const continueWith = (email: string, answer: ContinueAnswer) => {
    keepInscriptionToken(email, answer.inscriptionToken);
    // Another email is another person: nothing typed for the previous one carries over.
    if (session?.email !== email) {
      setDrafts({});
      setAvatar(null);
    }
    setSession({
      email,
      token: answer.inscriptionToken,
      userId: answer.userId,
      profileId: answer.profileId,
      canEditProfile: answer.canEditProfile && answer.profileId !== null,
      profile: answer.profile,
    });
    goTo(stepAfterEmail(answer, steps, goToLastStep));
  };

  const saveStep = (request: SaveRequest, onSaved: () => void) => {
    save.mutate(request, {
      onSuccess: (profile) => {
        setSession((current) => current && { ...current, profile });
        onSaved();
      },
      onError: (error) => {
        if (isTokenRefused(error)) restartFromEmail();
      },
    });
  };

  const submitMotivation = (motivation: string) => {
    setDrafts((d) => ({ ...d, motivation }));
    send.mutate(motivation, {
      onSuccess: () => {
        void message.success(m.inscribed);
        if (session) forgetInscriptionToken(session.email);
        toResultPage();
      },
      onError: (error) => {
        if (isAlreadyInscribed(error)) {
          if (session) forgetInscriptionToken(session.email);
          toResultPage();
        } else if (isNotOpen(error)) setClosed(true);
        else if (isTokenRefused(error)) restartFromEmail();
      },
    });
  };

  if (closed) return <EnrolmentUnavailable kind="ended" convocatory={convocatory} />;

  if (linkSent) {
    // Back from the sign-in, the page knows the email; with the session it goes straight to the motivation.
    const backHere = `${location.pathname}?${new URLSearchParams({ email: linkSent.email })}`;
    return (
      <>
        <EnrolmentSteps steps={steps} current="EMAIL" />
        <Result
          className="enrolment__result"
          icon={<MailOutlined aria-hidden />}
          title="Revisa tu correo"
          subTitle={linkSent.account ? m.accountLinkSent(linkSent.email) : m.resumeLinkSent(linkSent.email)}
          extra={[
            linkSent.account && !signedIn && (
              <Button
                key="sign-in"
                type="primary"
                onClick={() => void navigate(`/login?next=${encodeURIComponent(backHere)}`)}
              >
                Iniciar sesión
              </Button>
            ),
            <Button
              key="other-email"
              onClick={() => {
                start.reset();
                setLinkSent(null);
              }}
            >
              Usar otro email
            </Button>,
          ]}
        />
      </>
    );
  }

  const saveFailed = save.isError ? (
    <Alert
      className="profile-wizard__alert"
      type="error"
      showIcon
      title={profileMessages.saveFailed}
      description={reasonOf(save.error)}
    />
  ) : null;
  const inscriptionFailed = (error: unknown): ReactNode => (
    <Alert
      className="profile-wizard__alert"
      type="error"
      showIcon
      title={m.inscriptionFailed}
      description={
        error instanceof ApiError && error.type === convocatoryErrorTypes.stepsMissing
          ? m.stepsMissing
          : reasonOf(error)
      }
    />
  );

  const profile = session?.profile ?? emptyProfile(session?.email ?? '');
  const personal = drafts.personal ?? { ...personalValuesOf(profile), email: session?.email ?? profile.email };
  const back = (from: EnrolmentStep) => goTo(stepBefore(steps, from, session?.canEditProfile ?? false));
  const advance = (from: EnrolmentStep) => goTo(stepAfter(steps, from));

  return (
    <>
      <EnrolmentSteps steps={steps} current={step} />
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        {step === 'EMAIL' || !session ? (
          <>
            {emailNotice && <Alert className="profile-wizard__alert" type="warning" showIcon title={emailNotice} />}
            <EmailStep
              initialEmail={session?.email ?? link.email?.trim().toLowerCase() ?? ''}
              partner={convocatory.dataSharingPartner}
              sending={start.isPending}
              errorAlert={
                start.isError && !isAlreadyInscribed(start.error) && !isNotOpen(start.error)
                  ? inscriptionFailed(start.error)
                  : null
              }
              onSubmit={submitEmail}
            />
          </>
        ) : step === 'PERSONAL' ? (
          <PersonalStepForm
            initialValues={personal}
            askPassword={false}
            emailReadOnly
            avatarField={
              <AvatarField
                currentUrl={profile.photoUrl}
                initials={initialsOf({ name: personal.name, lastName: personal.lastName })}
                value={avatar}
                onChange={setAvatar}
              />
            }
            saving={save.isPending}
            errorAlert={saveFailed}
            onSubmit={(values) => {
              setDrafts((d) => ({ ...d, personal: values }));
              // The email is the enrolment's own: it is not changed here.
              const { email: _email, ...data } = personalPayload(values);
              saveStep({ data, avatar }, () => {
                setAvatar(null);
                advance('PERSONAL');
              });
            }}
          />
        ) : step === 'INTERESTS' ? (
          <InterestsStepForm
            initialValues={drafts.interests ?? interestsValuesOf(profile)}
            saving={save.isPending}
            errorAlert={saveFailed}
            onBack={(values) => {
              setDrafts((d) => ({ ...d, interests: values }));
              back('INTERESTS');
            }}
            onSubmit={(values) => {
              setDrafts((d) => ({ ...d, interests: values }));
              saveStep({ data: interestsPayload(values) }, () => advance('INTERESTS'));
            }}
          />
        ) : step === 'COMPANY' ? (
          <CompanyStepForm
            initialValues={drafts.company ?? companyValuesOf(profile)}
            context={{}}
            asksCompany
            submitLabel="Siguiente"
            saving={save.isPending}
            errorAlert={saveFailed}
            onBack={(values) => {
              setDrafts((d) => ({ ...d, company: values }));
              back('COMPANY');
            }}
            onSubmit={(values) => {
              setDrafts((d) => ({ ...d, company: values }));
              saveStep({ data: companyPayload(values, null, true) }, () => advance('COMPANY'));
            }}
          />
        ) : step === 'EMPRENDE' ? (
          <EntrepreneurForm
            variant="enrolment"
            initialValues={drafts.emprende ?? entrepreneurValuesOf(readEntrepreneurInfo(profile.emprendeInfo))}
            country={drafts.personal?.country ?? profile.contactInfo.country ?? DEFAULT_COUNTRY}
            region={drafts.personal?.region ?? profile.contactInfo.region}
            currentPictureUrl={profile.emprendeInfo?.businessPictureUrl ?? null}
            saving={save.isPending}
            errorAlert={saveFailed}
            submitLabel="Siguiente"
            backLabel="Anterior"
            onBack={(values) => {
              setDrafts((d) => ({ ...d, emprende: values }));
              back('EMPRENDE');
            }}
            onSubmit={(values) => {
              setDrafts((d) => ({ ...d, emprende: values }));
              saveStep({ data: { emprendeInfo: entrepreneurPayload(values) }, businessPicture: values.picture }, () => {
                setDrafts((d) => ({ ...d, emprende: { ...values, picture: null } }));
                advance('EMPRENDE');
              });
            }}
          />
        ) : (
          <MotivationStep
            initialValue={drafts.motivation ?? ''}
            notice={
              !session.canEditProfile && (
                <Alert
                  className="profile-wizard__alert"
                  type="info"
                  showIcon
                  title={`Usaremos los datos que ya tenemos registrados con ${session.email}. Solo falta tu motivación.`}
                />
              )
            }
            sending={send.isPending}
            errorAlert={send.isError && !isAlreadyInscribed(send.error) ? inscriptionFailed(send.error) : null}
            onBack={(motivation) => {
              setDrafts((d) => ({ ...d, motivation }));
              back('MOTIVATION');
            }}
            onSubmit={submitMotivation}
          />
        )}
      </Suspense>
    </>
  );
}
