import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  asksForCompany,
  credentialMessages,
  profileMessages as m,
  type ProfileContext,
  type UpdateProfileRequest,
  type UserProfile,
} from '@enlaza/contract';
import { Alert, App, Steps } from 'antd';
import { useMemo, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useBrand } from '../../app/BrandContext';
import { ApiError } from '../../lib/api';
import { useSessionClaims } from '../../lib/auth/session';
import { AvatarField } from './AvatarField';
import { CompanyStepForm } from './CompanyStepForm';
import { InterestsStepForm } from './InterestsStepForm';
import { PersonalStepForm } from './PersonalStepForm';
import { useProfile, useSaveProfile } from './profileApi';
import { ProfileLoadError, ProfileLoading } from './ProfileStatus';
import { initialsOf } from './initials';
import { destinationAfterWizard, readWizardParams, wizardTitles, type WizardParams } from './wizardParams';
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
} from './wizardValues';
import './profile.css';

const stepTitles = ['Informacion personal', 'Intereses', 'Mi empresa'] as const;

/** /user_profile/edit: the three-step profile wizard, in its edit, invitation and update variants. */
export function ProfileEditPage() {
  const [search] = useSearchParams();
  const params = useMemo(() => readWizardParams(search), [search]);
  const claims = useSessionClaims();
  const location = useLocation();
  const brand = useBrand();
  const profile = useProfile('me');

  if (!claims) {
    return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  // Spec 000 §2: in the update variant a user that cannot be loaded goes to the start.
  if (profile.isError && params.variant === 'update') return <Navigate to="/" replace />;

  return (
    <div className="profile-wizard">
      <Link to="/" className="profile-wizard__brand">
        <img src={brand.logoUrl} alt={brand.name} height={40} />
      </Link>
      <h1 className="profile-wizard__title">
        {params.variant === 'edit' && (
          <Link to="/user_profile" aria-label="Volver a mi perfil">
            <ArrowLeftOutlined aria-hidden />
          </Link>
        )}
        {wizardTitles[params.variant]}
      </h1>
      {profile.isError ? (
        <ProfileLoadError error={profile.error} onRetry={() => void profile.refetch()} />
      ) : !profile.data ? (
        <ProfileLoading />
      ) : (
        <ProfileWizard profile={profile.data} params={params} />
      )}
    </div>
  );
}

interface Drafts {
  personal?: PersonalValues;
  interests?: InterestsValues;
  company?: CompanyValues;
}

function ProfileWizard({ profile, params }: { profile: UserProfile; params: WizardParams }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const save = useSaveProfile(profile.id);
  const [step, setStep] = useState(0);
  // What was typed in each step, so that going back and forth (or a failed save) loses nothing.
  const [drafts, setDrafts] = useState<Drafts>({});
  const [avatar, setAvatar] = useState<File | null>(null);

  const context: ProfileContext = useMemo(
    () => ({ service: params.service, isMentor: profile.isMentor }),
    [params.service, profile.isMentor],
  );
  const asksCompany = asksForCompany(context);

  const goTo = (next: number) => {
    save.reset();
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  const submit = (data: UpdateProfileRequest, onSaved: () => void, withAvatar = false) => {
    save.mutate({ data, avatar: withAvatar ? avatar : null }, { onSuccess: onSaved });
  };

  const errorAlert = save.isError ? (
    <Alert
      className="profile-wizard__alert"
      type="error"
      showIcon
      title={m.saveFailed}
      // The server's reason when it gave one (e.g. an email already in use); the connection message otherwise.
      description={save.error instanceof ApiError ? save.error.message : undefined}
    />
  ) : null;

  return (
    <>
      <Steps
        className="profile-wizard__steps"
        current={step}
        items={stepTitles.map((title) => ({ title }))}
        responsive
      />
      {step === 0 && (
        <PersonalStepForm
          initialValues={drafts.personal ?? personalValuesOf(profile)}
          askPassword={!profile.hasPassword && !params.convocatory}
          emailChange={{ currentEmail: profile.email ?? '', hasPassword: profile.hasPassword }}
          avatarField={
            <AvatarField
              currentUrl={profile.photoUrl}
              initials={initialsOf(profile)}
              value={avatar}
              onChange={setAvatar}
            />
          }
          saving={save.isPending}
          errorAlert={errorAlert}
          onSubmit={(values) => {
            // Without a password the old address confirms a new email: until then the stored one stays.
            const confirmByMail = !profile.hasPassword && values.email !== profile.email;
            const withoutSecrets = { password: undefined, passwordConfirmation: undefined, currentPassword: undefined };
            submit(
              personalPayload(values),
              () => {
                setDrafts((d) => ({
                  ...d,
                  personal: {
                    ...values,
                    ...withoutSecrets,
                    email: confirmByMail ? (profile.email ?? '') : values.email,
                  },
                }));
                if (confirmByMail)
                  void message.info(credentialMessages.emailChangeConfirmationSent(profile.email ?? ''));
                setAvatar(null);
                goTo(1);
              },
              true,
            );
            setDrafts((d) => ({ ...d, personal: { ...values, ...withoutSecrets } }));
          }}
        />
      )}
      {step === 1 && (
        <InterestsStepForm
          initialValues={drafts.interests ?? interestsValuesOf(profile)}
          saving={save.isPending}
          errorAlert={errorAlert}
          onBack={(values) => {
            setDrafts((d) => ({ ...d, interests: values }));
            goTo(0);
          }}
          onSubmit={(values) => {
            setDrafts((d) => ({ ...d, interests: values }));
            submit(interestsPayload(values), () => goTo(2));
          }}
        />
      )}
      {step === 2 && (
        <CompanyStepForm
          initialValues={drafts.company ?? companyValuesOf(profile)}
          context={context}
          asksCompany={asksCompany}
          saving={save.isPending}
          errorAlert={errorAlert}
          onBack={(values) => {
            setDrafts((d) => ({ ...d, company: values }));
            goTo(1);
          }}
          onSubmit={(values) => {
            setDrafts((d) => ({ ...d, company: values }));
            submit(companyPayload(values, params.service, asksCompany), () => {
              void message.success(m.saved);
              void navigate(destinationAfterWizard(params));
            });
          }}
        />
      )}
    </>
  );
}
