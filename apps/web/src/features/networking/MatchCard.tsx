import { EnvironmentOutlined, LockOutlined, MessageOutlined } from '@ant-design/icons';
import { memberNetworkingMessages as m, type MemberNetworkingMatch } from '@enlaza/contract';
import { Avatar, Button, Card, Progress, Tag } from 'antd';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useIndustries } from '../metadata/hooks';
import { initialsOf } from '../profile/initials';
import { networkingChatPath } from './chatLink';

const percent = (value: number) => Math.round(value);

/** The affinity gauge's colour: the brand's for a strong match, calmer below. */
const gaugeColor = (value: number) => (value >= 70 ? 'var(--brand-color)' : value >= 40 ? '#1668dc' : '#8c8c8c');

/** One match: the other mentee's card, the affinity and its breakdown, her profile and the chat. */
export function MatchCard({
  match,
  onOpenProfile,
}: {
  match: MemberNetworkingMatch;
  onOpenProfile: (person: { id: string; name: string }) => void;
}) {
  const nameId = useId();
  const { partner } = match;
  const fullName = `${partner.name} ${partner.lastName}`.trim();
  const work = partner.professionalInfo;
  const role = [work.businessArea, work.businessPosition?.businessPosition].filter(Boolean).join(' · ');
  const affinity = percent(match.affinity);

  return (
    <Card className="match-card" aria-labelledby={nameId} role="article">
      <div className="match-card__head">
        <Avatar
          size={56}
          src={partner.photoUrl ?? undefined}
          alt={partner.photoUrl ? `Foto de ${fullName}` : undefined}
          className="match-card__avatar"
        >
          {initialsOf(partner)}
        </Avatar>
        <div className="match-card__identity">
          <h3 id={nameId} className="match-card__name">
            {fullName}
          </h3>
          {role && <p className="match-card__muted">{role}</p>}
          {work.company && <p className="match-card__muted">{work.company}</p>}
          {partner.contactInfo.region && (
            <p className="match-card__muted">
              <EnvironmentOutlined aria-hidden /> {partner.contactInfo.region}
            </p>
          )}
          {match.partnerLeftProcess && <Tag className="match-card__left">{m.partnerLeft}</Tag>}
        </div>
        <div className="match-card__gauge">
          <Progress
            type="dashboard"
            percent={affinity}
            status="normal"
            size={76}
            strokeColor={gaugeColor(affinity)}
            format={(value) => `${value}%`}
            aria-label={`Afinidad: ${affinity}%`}
          />
          <span className="match-card__gauge-label" aria-hidden>
            Afinidad
          </span>
        </div>
      </div>

      {partner.biography && <p className="match-card__biography">{partner.biography}</p>}
      <PartnerInterests interests={partner.interests} />
      <AffinityBreakdown match={match} personName={fullName} />

      <div className="match-card__actions">
        <Button
          onClick={() => onOpenProfile({ id: partner.id, name: fullName })}
          aria-label={`Ver perfil de ${fullName}`}
        >
          {m.viewProfile}
        </Button>
        {match.chatRoomId ? (
          <ChatButton path={networkingChatPath(match.chatRoomId)} personName={fullName} />
        ) : (
          <span className="match-card__no-chat">
            <LockOutlined aria-hidden /> {m.chatNotEnabled}
          </span>
        )}
      </div>
    </Card>
  );
}

/** A link (it can open in a new tab) that looks like the card's main button and navigates within the app. */
function ChatButton({ path, personName }: { path: string; personName: string }) {
  const navigate = useNavigate();
  return (
    <Button
      type="primary"
      icon={<MessageOutlined aria-hidden />}
      href={path}
      aria-label={`${m.chat} con ${personName}`}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void navigate(path);
      }}
    >
      {m.chat}
    </Button>
  );
}

/** The partner's interest areas by industry (the names come from the reference list). */
function PartnerInterests({ interests }: { interests: MemberNetworkingMatch['partner']['interests'] }) {
  const industries = useIndustries();
  if (interests.length === 0 || !industries.data) return null;
  const names = new Map(industries.data.map((industry) => [industry.industryId, industry.industryName]));
  const specialties = new Map(
    industries.data.flatMap((industry) => industry.specialties.map((s) => [s.specialtyId, s.specialtyName] as const)),
  );
  return (
    <ul className="match-card__interests" aria-label="Áreas de interés">
      {interests.map((interest) => (
        <li key={interest.specialtyId}>
          <Tag>
            {names.get(interest.industryId) ?? '-'}: {specialties.get(interest.specialtyId) ?? '-'}
          </Tag>
        </li>
      ))}
    </ul>
  );
}

/** The engine's breakdown: each criterion with the process's preference and how far the couple meets it. */
function AffinityBreakdown({ match, personName }: { match: MemberNetworkingMatch; personName: string }) {
  const titleId = useId();
  return (
    <div className="match-card__breakdown">
      <h4 id={titleId} className="match-card__breakdown-title">
        {m.breakdownTitle}
      </h4>
      <ul aria-labelledby={titleId} className="match-card__criteria">
        {match.breakdown.map((criterion) => (
          <li key={criterion.criterion} className="match-card__criterion">
            <span className="match-card__criterion-label">{criterion.label}</span>
            <span className="match-card__criterion-preference">{criterion.preferenceLabel}</span>
            {criterion.value === null ? (
              <span className="match-card__criterion-none">{m.notCounted}</span>
            ) : (
              <Progress
                className="match-card__criterion-bar"
                percent={percent(criterion.value)}
                status="normal"
                size="small"
                strokeColor="var(--brand-color)"
                format={(value) => `${value}%`}
                aria-label={`${criterion.label} con ${personName}: ${percent(criterion.value)}% (${criterion.preferenceLabel})`}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
