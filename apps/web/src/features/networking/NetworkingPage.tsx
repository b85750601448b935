import {
  affinityPreferenceHints,
  memberNetworkingMessages as m,
  networkingCriterionDescriptions,
  processStatusLabels,
  type MemberNetworkingProcess,
} from '@enlaza/contract';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useId, useState } from 'react';
import { errorMessageOf } from '../../lib/api';
import { MatchCard } from './MatchCard';
import { PartnerDrawer } from './PartnerDrawer';
import { useMyNetworking } from './networkingApi';
import './networking.css';

/**
 * Spec 002 §2.7 '/networking': the member's networking matches per process, highest affinity first, each with the
 * engine's breakdown per criterion, the other mentee's public profile and her chat once the coordination enabled it.
 */
export function NetworkingPage() {
  const mine = useMyNetworking();
  const [profileOf, setProfileOf] = useState<{ id: string; name: string } | null>(null);

  return (
    <div className="networking-page">
      <h1 className="page-title">{m.title}</h1>
      <p className="networking-page__intro">{m.intro}</p>
      {mine.isPending ? (
        <div role="status" aria-label="Cargando matchs" className="networking-page__cards">
          {[0, 1].map((i) => (
            <Skeleton key={i} active avatar paragraph={{ rows: 5 }} />
          ))}
        </div>
      ) : mine.isError ? (
        <Alert
          type="error"
          showIcon
          title={m.loadFailed}
          description={errorMessageOf(mine.error)}
          action={
            <Button size="small" onClick={() => void mine.refetch()}>
              Reintentar
            </Button>
          }
        />
      ) : mine.data.length === 0 ? (
        <Empty
          className="networking-page__empty"
          description={
            <>
              <strong>{m.empty}</strong>
              <br />
              {m.emptyHint}
            </>
          }
        />
      ) : (
        mine.data.map((process) => (
          <ProcessMatches key={process.processId} process={process} onOpenProfile={setProfileOf} />
        ))
      )}
      <PartnerDrawer person={profileOf} onClose={() => setProfileOf(null)} />
    </div>
  );
}

function ProcessMatches({
  process,
  onOpenProfile,
}: {
  process: MemberNetworkingProcess;
  onOpenProfile: (person: { id: string; name: string }) => void;
}) {
  const titleId = useId();
  // Every match of a process is explained under the same configuration: one legend for the process.
  const criteria = process.matches[0]?.breakdown ?? [];
  return (
    <section className="networking-page__process" aria-labelledby={titleId}>
      <div className="networking-page__process-head">
        <h2 id={titleId} className="networking-page__process-name">
          {process.name}
        </h2>
        <span className="networking-page__status">{processStatusLabels[process.status]}</span>
      </div>
      {process.matches.length === 0 ? (
        <Alert type="info" showIcon title={m.noMatchesYet} />
      ) : (
        <>
          <details className="networking-page__legend">
            <summary>¿Qué significa cada criterio?</summary>
            <ul>
              {criteria.map((c) => (
                <li key={c.criterion}>
                  <strong>{c.label}</strong> ({networkingCriterionDescriptions[c.criterion].toLowerCase()}):{' '}
                  {c.preferenceLabel}, {affinityPreferenceHints[c.preference]}.
                </li>
              ))}
            </ul>
          </details>
          {!process.matches.some((match) => match.chatEnabled) && (
            <p className="networking-page__hint">{m.chatNotEnabledHint}</p>
          )}
          <ul className="networking-page__cards" aria-label={`Tus matchs en ${process.name}`}>
            {process.matches.map((match) => (
              <li key={match.matchId}>
                <MatchCard match={match} onOpenProfile={onOpenProfile} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
