import {
  experienceLabels,
  genderLabels,
  invitationResultTexts as t,
  participantErrorTypes,
  participantMessages,
  PASSWORD_MIN_LENGTH,
  processServiceTypeSchema,
  validationMessages,
  type AcceptInvitationRequest,
  type ProcessServiceType,
  type UserProfile,
} from '@enlaza/contract';
import { Alert, Button, Card, Descriptions, Form, Input, Modal, Skeleton, Space, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useBrand } from '../../app/BrandContext';
import { ApiError, errorMessageOf } from '../../lib/api';
import { useAdvices, useAttributes, useIndustries } from '../metadata/hooks';
import { useProfile } from '../profile/profileApi';
import { useAnswerInvitation, useInvitationCheck, useInvitationSession } from './participationApi';
import './participation.css';

const resultPath = (status: 'success' | 'oldSuccess' | 'invalid', service: ProcessServiceType | null) =>
  `/process_invitation/result?status=${status}${service ? `&service=${service}` : ''}`;

interface InvitationParams {
  as: 'mentor' | 'student';
  userToken: string;
  processId: string;
  service: ProcessServiceType | null;
}

/** /process_invitation/{mentor|student}?usertoken&processId&service (spec 000 §2 "Process invitation"). */
export function ProcessInvitationPage() {
  const { as } = useParams();
  const [search] = useSearchParams();
  const brand = useBrand();
  const userToken = search.get('usertoken');
  const processId = search.get('processId');
  const parsedService = processServiceTypeSchema.safeParse(search.get('service')?.toUpperCase());
  const service = parsedService.success ? parsedService.data : null;
  if (!userToken || !processId || (as !== 'mentor' && as !== 'student')) {
    return <Navigate to={resultPath('invalid', service)} replace />;
  }
  return (
    <main className="invitation">
      <img className="invitation__logo" src={brand.logoUrl} alt={brand.name} />
      <Invitation params={{ as, userToken, processId, service }} />
    </main>
  );
}

function Invitation({ params }: { params: InvitationParams }) {
  const check = useInvitationCheck(params.processId, params.userToken, params.service);
  if (check.isPending) return <Skeleton active />;
  // A link that does not check out (bad or expired token, unknown process) is an invitation no longer valid.
  if (check.isError) return <Navigate to={resultPath('invalid', params.service)} replace />;
  const { isInvited, status, mustEditProfile, needsPassword } = check.data;
  if (!isInvited || status === 'REJECTED') return <Navigate to={resultPath('invalid', params.service)} replace />;
  if (status === 'APPROVED') return <Navigate to={resultPath('oldSuccess', params.service)} replace />;
  return mustEditProfile ? (
    <ProfileToComplete params={params} />
  ) : (
    <ConfirmParticipation params={params} needsPassword={needsPassword} />
  );
}

/** An incomplete profile: its summary, each part with 'Editar' leading to the profile wizard and back here. */
function ProfileToComplete({ params }: { params: InvitationParams }) {
  const session = useInvitationSession(params.processId, params.userToken);
  const { mutate } = session;
  // The wizard edits the signed-in user's profile: the invitation link signs the invitee in first.
  useEffect(() => mutate(), [mutate]);

  if (session.isError) {
    return <Alert type="error" showIcon title={errorMessageOf(session.error)} />;
  }
  if (!session.isSuccess) return <Skeleton active />;
  return <ProfileSummary params={params} />;
}

function ProfileSummary({ params }: { params: InvitationParams }) {
  const navigate = useNavigate();
  const profile = useProfile('me');
  const editQuery = new URLSearchParams({
    usertoken: params.userToken,
    processId: params.processId,
    role: params.as,
    ...(params.service ? { service: params.service } : {}),
  });
  const edit = () => void navigate(`/user_profile/edit?${editQuery.toString()}`);
  const editButton = (part: string) => (
    <Button type="primary" onClick={edit} aria-label={`Editar ${part}`}>
      Editar
    </Button>
  );

  return (
    <>
      <h1 className="invitation__title">Completa tu perfil</h1>
      <p className="invitation__lead">
        Antes de confirmar tu participación necesitamos algunos datos más de tu perfil.
      </p>
      {profile.isError ? (
        <Alert type="error" showIcon title={errorMessageOf(profile.error)} />
      ) : !profile.data ? (
        <Skeleton active />
      ) : (
        <Tabs
          items={[
            {
              key: 'personal',
              label: 'Información personal',
              children: (
                <Card extra={editButton('información personal')}>
                  <PersonalSummary profile={profile.data} />
                </Card>
              ),
            },
            {
              key: 'interests',
              label: 'Intereses',
              children: (
                <Card extra={editButton('intereses')}>
                  <InterestsSummary profile={profile.data} />
                </Card>
              ),
            },
          ]}
        />
      )}
    </>
  );
}

const orDash = (value: string | null | undefined) => (value && value.trim() ? value : '-');

function PersonalSummary({ profile }: { profile: UserProfile }) {
  return (
    <Descriptions
      column={1}
      size="small"
      items={[
        { key: 'name', label: 'Nombre', children: orDash(`${profile.name} ${profile.lastName}`) },
        { key: 'gender', label: 'Género', children: profile.gender ? genderLabels[profile.gender] : '-' },
        { key: 'email', label: 'Email', children: orDash(profile.email) },
        { key: 'phone', label: 'Teléfono', children: orDash(profile.contactInfo.cellphone) },
        { key: 'country', label: 'País', children: orDash(profile.contactInfo.country) },
        { key: 'region', label: 'Región', children: orDash(profile.contactInfo.region) },
        { key: 'company', label: 'Empresa', children: orDash(profile.professionalInfo.company) },
        {
          key: 'position',
          label: 'Cargo',
          children: orDash(profile.professionalInfo.businessArea),
        },
        { key: 'about', label: 'Sobre mí', children: orDash(profile.biography) },
      ]}
    />
  );
}

function InterestsSummary({ profile }: { profile: UserProfile }) {
  const industries = useIndustries();
  const advices = useAdvices();
  const attributes = useAttributes();
  const industryName = (id: string) => industries.data?.find((i) => i.industryId === id)?.industryName ?? '…';
  const specialtyName = (id: string) =>
    industries.data?.flatMap((i) => i.specialties).find((s) => s.specialtyId === id)?.specialtyName ?? '…';
  const adviceName = (id: string) => advices.data?.find((a) => a.adviceId === id)?.adviceName ?? '…';
  const attributeName = (id: string) => attributes.data?.find((a) => a.attributeId === id)?.attributeName ?? '…';
  const list = (items: string[]) =>
    items.length === 0 ? (
      '-'
    ) : (
      <ul className="member-home__pending">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  return (
    <Descriptions
      column={1}
      size="small"
      items={[
        {
          key: 'interests',
          label: 'Áreas de interés',
          children: list(
            profile.interests.map(
              (i) =>
                `${industryName(i.industryId)} – ${specialtyName(i.specialtyId)} – ${
                  experienceLabels[i.experienceYears as keyof typeof experienceLabels] ?? '-'
                }`,
            ),
          ),
        },
        { key: 'advices', label: 'Áreas de consejo', children: list(profile.adviceIds.map(adviceName)) },
        { key: 'qualities', label: 'Cualidades', children: list(profile.attributeIds.map(attributeName)) },
      ]}
    />
  );
}

interface PasswordValues {
  password: string;
  passwordConfirmation: string;
}

/**
 * 'Confirma tu participación': password and confirmation, then the commitment dialog (spec 000 §5). Someone who
 * already has a password (a member who signed in and opened the invitation from the home) is not asked for one: the
 * server would keep the existing one anyway.
 */
function ConfirmParticipation({ params, needsPassword }: { params: InvitationParams; needsPassword: boolean }) {
  const navigate = useNavigate();
  const [committing, setCommitting] = useState<AcceptInvitationRequest | null>(null);
  const answer = useAnswerInvitation(params.processId, params.userToken);

  // An invitation no longer valid (removed, process finalized) ends on the result page; one answered meanwhile is
  // read again by useAnswerInvitation, and the page then shows that answer's result.
  const onAnswerError = (error: unknown) => {
    if (error instanceof ApiError && (error.type === participantErrorTypes.invitationInvalid || error.status === 401)) {
      void navigate(resultPath('invalid', params.service), { replace: true });
    } else {
      setCommitting(null);
    }
  };

  const accept = () => {
    if (!committing) return;
    answer.mutate(
      { accept: true, body: committing },
      {
        onSuccess: () => void navigate(resultPath('success', params.service), { replace: true }),
        onError: onAnswerError,
      },
    );
  };
  const reject = () =>
    answer.mutate(
      { accept: false },
      {
        onSuccess: () => void navigate(resultPath('invalid', params.service), { replace: true }),
        onError: onAnswerError,
      },
    );

  return (
    <>
      <h1 className="invitation__title">{t.confirmTitle}</h1>
      <p className="invitation__lead">
        {needsPassword
          ? 'Elige la contraseña con la que ingresarás a la plataforma.'
          : 'Confirma que participarás activamente en este programa.'}
      </p>
      {answer.isError && (
        <Alert type="error" showIcon title={errorMessageOf(answer.error)} style={{ marginBottom: 16 }} />
      )}
      {needsPassword ? (
        <PasswordForm onFinish={setCommitting} />
      ) : (
        <Button type="primary" block onClick={() => setCommitting({})}>
          Confirmar
        </Button>
      )}
      <Modal
        open={committing !== null}
        title={t.confirmTitle}
        onCancel={() => setCommitting(null)}
        closable={!answer.isPending}
        maskClosable={false}
        footer={
          <Space>
            <Button danger onClick={reject} disabled={answer.isPending}>
              {t.reject}
            </Button>
            <Button type="primary" onClick={accept} loading={answer.isPending}>
              {t.accept}
            </Button>
          </Space>
        }
      >
        <p>{t.commitment}</p>
      </Modal>
    </>
  );
}

function PasswordForm({ onFinish }: { onFinish: (values: PasswordValues) => void }) {
  return (
    <Card>
      <Form<PasswordValues> layout="vertical" requiredMark={false} onFinish={onFinish}>
        <Form.Item
          name="password"
          label="Contraseña"
          rules={[
            { required: true, message: participantMessages.password },
            { min: PASSWORD_MIN_LENGTH, message: validationMessages.passwordMin },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="passwordConfirmation"
          label="Confirmación de contraseña"
          dependencies={['password']}
          rules={[
            { required: true, message: participantMessages.passwordConfirmation },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(validationMessages.passwordsDoNotMatch)),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block>
          Confirmar
        </Button>
      </Form>
    </Card>
  );
}
