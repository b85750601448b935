import { StarFilled } from '@ant-design/icons';
import {
  experienceLabels,
  genderLabels,
  isFullProfile,
  type UserProfile,
  type UserProfileView,
  formatDate,
} from '@enlaza/contract';
import { Avatar, Card, Descriptions, Empty, Tag, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { roleDisplayName } from '../../app/brand';
import { useBrand } from '../../app/BrandContext';
import { useAdvices, useAttributes, useIndustries } from '../metadata/hooks';
import { initialsOf } from './initials';
import './profile.css';

const EMPTY = '-';

const orDash = (value: string | null | undefined): ReactNode => (value && value.trim() ? value : EMPTY);

/** YYYY-MM-DD shown as DD/MM/YYYY, '-' for none. */
const formatBirthDate = (value: string | null): string => formatDate(value) || EMPTY;

function useNames() {
  const industries = useIndustries();
  const advices = useAdvices();
  const attributes = useAttributes();
  const industryNames = new Map(industries.data?.map((i) => [i.industryId, i.industryName]));
  const specialtyNames = new Map(
    industries.data?.flatMap((i) => i.specialties.map((s) => [s.specialtyId, s.specialtyName] as const)),
  );
  const adviceNames = new Map(advices.data?.map((a) => [a.adviceId, a.adviceName]));
  const attributeNames = new Map(attributes.data?.map((a) => [a.attributeId, a.attributeName]));
  const loading = industries.isPending || advices.isPending || attributes.isPending;
  // While the lists load a name shows as an ellipsis; an id no longer in a list, as a dash.
  const name = (names: Map<string, string>, id: string) => names.get(id) ?? (loading ? '…' : EMPTY);
  return {
    industry: (id: string) => name(industryNames, id),
    specialty: (id: string) => name(specialtyNames, id),
    advice: (id: string) => name(adviceNames, id),
    attribute: (id: string) => name(attributeNames, id),
  };
}

/** Shown only when the server answered the whole profile. */
function privateItems(profile: UserProfile): NonNullable<DescriptionsProps['items']> {
  return [
    { key: 'email', label: 'Email', children: orDash(profile.email) },
    { key: 'cellphone', label: 'Teléfono', children: orDash(profile.contactInfo.cellphone) },
    { key: 'dateOfBirth', label: 'Fecha de nacimiento', children: formatBirthDate(profile.dateOfBirth) },
  ];
}

interface ProfileViewProps {
  /** The whole profile, or the public one (another user's, seen by a peer): then email, phone and birth date are absent. */
  profile: UserProfileView;
  /** Buttons and hints shown under the header (the own profile's 'Editar', the completeness hint). */
  actions?: ReactNode;
  /** More sections after the profile's own (the own profile's 'Mi emprendimiento'). */
  children?: ReactNode;
}

/** A profile read-only: the own one on /user_profile, another user's on /user_profile/{id}. */
export function ProfileView({ profile, actions, children }: ProfileViewProps) {
  const brand = useBrand();
  const names = useNames();
  const work = profile.professionalInfo;
  // The main objective first, then the others in the order the server gives.
  const advices = [...profile.adviceIds].sort(
    (a, b) => Number(b === profile.mainAdviceId) - Number(a === profile.mainAdviceId),
  );

  const personal: DescriptionsProps['items'] = [
    ...(isFullProfile(profile) ? privateItems(profile) : []),
    { key: 'gender', label: 'Género', children: profile.gender ? genderLabels[profile.gender] : EMPTY },
    { key: 'country', label: 'País', children: orDash(profile.contactInfo.country) },
    { key: 'region', label: 'Región', children: orDash(profile.contactInfo.region) },
    {
      key: 'biography',
      label: 'Sobre mí',
      children: <span className="profile-view__biography">{orDash(profile.biography)}</span>,
    },
  ];
  const company: DescriptionsProps['items'] = [
    { key: 'company', label: 'Empresa', children: orDash(work.company) },
    { key: 'level', label: 'Nivel', children: orDash(work.businessPosition?.businessPosition) },
    { key: 'businessArea', label: 'Cargo', children: orDash(work.businessArea) },
    { key: 'university', label: 'Universidad', children: orDash(work.university) },
    { key: 'carrer', label: 'Carrera', children: orDash(work.carrer) },
  ];

  return (
    <div className="profile-view">
      <Card className="profile-view__card">
        <div className="profile-view__header">
          <Avatar
            size={96}
            src={profile.photoUrl ?? undefined}
            alt={profile.photoUrl ? `Foto de ${profile.name}` : undefined}
            className="profile-view__avatar"
          >
            {initialsOf(profile)}
          </Avatar>
          <div className="profile-view__identity">
            <h2 className="profile-view__name">
              {profile.name} {profile.lastName}
            </h2>
            <p className="profile-view__role">
              {roleDisplayName(profile.role, brand)}
              {profile.roles.includes('USER') && (
                <Tag className="profile-view__kind">{profile.isMentor ? 'Mentora' : 'Mentee'}</Tag>
              )}
            </p>
          </div>
        </div>
        {actions}
      </Card>

      <Card className="profile-view__card" title="Información personal">
        <Descriptions column={1} size="small" items={personal} />
      </Card>

      <Card className="profile-view__card" title="Intereses">
        <h3 className="profile-view__subtitle">Áreas de interés</h3>
        {profile.interests.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Sin áreas de interés" />
        ) : (
          <ul className="profile-view__list">
            {profile.interests.map((interest) => (
              <li key={interest.specialtyId}>
                {names.industry(interest.industryId)} – {names.specialty(interest.specialtyId)} –{' '}
                {experienceLabels[interest.experienceYears as keyof typeof experienceLabels] ?? EMPTY}
              </li>
            ))}
          </ul>
        )}
        <h3 className="profile-view__subtitle">Objetivos de mentoría</h3>
        {advices.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Sin objetivos de mentoría" />
        ) : (
          <ul className="profile-view__list">
            {advices.map((adviceId) => (
              <li key={adviceId}>
                {names.advice(adviceId)}
                {adviceId === profile.mainAdviceId && (
                  <span className="profile-view__main">
                    <StarFilled aria-hidden /> Principal
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
        <h3 className="profile-view__subtitle">Cualidades</h3>
        {profile.attributeIds.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Sin cualidades" />
        ) : (
          <span className="tag-list">
            {profile.attributeIds.map((attributeId) => (
              <Tag key={attributeId}>{names.attribute(attributeId)}</Tag>
            ))}
          </span>
        )}
      </Card>

      <Card className="profile-view__card" title="Mi empresa">
        <Descriptions column={1} size="small" items={company} />
      </Card>
      {children}
    </div>
  );
}
