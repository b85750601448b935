import { EnvironmentOutlined, GlobalOutlined } from '@ant-design/icons';
import {
  businessStageLabels,
  contactMethodLabels,
  ENTREPRENEURS_PAGE_SIZE,
  entrepreneurDirectoryMessages as m,
  type DirectoryEntrepreneur,
} from '@enlaza/contract';
import { Alert, Button, Card, Empty, Pagination, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { ListSearch } from '../../components/ListPage';
import { errorMessageOf } from '../../lib/api';
import { useListQuery } from '../../lib/useListQuery';
import { useEntrepreneurs } from './entrepreneursApi';
import './entrepreneurs.css';

/** /entrepreneurs 'Emprendedoras' (spec 002 §2.9): the other entrepreneurs as cards, searched and paged. */
export function EntrepreneursPage() {
  const listQuery = useListQuery();
  const { page, search, goToPage } = listQuery;
  const list = useEntrepreneurs(page, search);
  const total = list.data?.totalDocs ?? 0;

  return (
    <section className="entrepreneurs" aria-labelledby="entrepreneurs-title">
      <h1 id="entrepreneurs-title" className="page-title">
        {m.title}
      </h1>
      <p className="entrepreneurs__intro">{m.intro}</p>
      <ListSearch
        className="entrepreneurs__search"
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        maxLength={100}
        {...listQuery}
        fetching={list.isFetching}
      />
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          title={m.loadFailed}
          description={errorMessageOf(list.error)}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              Reintentar
            </Button>
          }
        />
      ) : !list.data ? (
        <LoadingCards />
      ) : total === 0 ? (
        <Empty className="entrepreneurs__empty" description={search ? m.noResults : m.empty} />
      ) : (
        <>
          <p className="entrepreneurs__count" role="status">
            {total === 1 ? '1 emprendedora' : `${total} emprendedoras`}
          </p>
          <ul className="entrepreneurs__grid" aria-busy={list.isPlaceholderData}>
            {list.data.docs.map((person) => (
              <li key={person.userId}>
                <EntrepreneurCard person={person} />
              </li>
            ))}
          </ul>
          <Pagination
            className="entrepreneurs__pagination"
            align="center"
            current={page}
            pageSize={ENTREPRENEURS_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            hideOnSinglePage
            responsive
            onChange={(next) => {
              goToPage(next);
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </section>
  );
}

function LoadingCards() {
  return (
    <div role="status" aria-label="Cargando emprendedoras" className="entrepreneurs__grid">
      {Array.from({ length: 6 }, (_, i) => (
        <Card key={i}>
          <Skeleton active avatar paragraph={{ rows: 4 }} />
        </Card>
      ))}
    </div>
  );
}

/** Only links that are web addresses are followed (the form checks it; older rows are shown as text). */
const isWebAddress = (value: string) => /^https?:\/\/[^\s]+$/i.test(value);
const shownAddress = (url: string) => url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');

/** Where the channel she prefers leads: her email, a WhatsApp chat or a call. */
function contactHref(method: DirectoryEntrepreneur['emprendeInfo']['contactMethod'], contact: string | null) {
  if (!method || !contact) return null;
  if (method === 'EMAIL') return `mailto:${contact}`;
  const digits = contact.replace(/\D/g, '');
  if (!digits) return null;
  return method === 'WHATSAPP' ? `https://wa.me/${digits}` : `tel:+${digits}`;
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

function EntrepreneurCard({ person }: { person: DirectoryEntrepreneur }) {
  const info = person.emprendeInfo;
  const fullName = `${person.name} ${person.lastName}`.trim();
  const businessName = info.businessName || fullName;
  const titleId = `entrepreneur-${person.userId}`;
  const location = [info.businessCommune, info.businessRegion].filter(Boolean).join(', ');
  const contact = contactHref(info.contactMethod, person.contact);

  return (
    <Card className="entrepreneur-card">
      <article aria-labelledby={titleId}>
        <header className="entrepreneur-card__header">
          {info.logoUrl ? (
            <img className="entrepreneur-card__logo" src={info.logoUrl} alt={`Logo de ${businessName}`} />
          ) : (
            <span className="entrepreneur-card__logo entrepreneur-card__logo--initials" aria-hidden>
              {initialsOf(businessName)}
            </span>
          )}
          <div className="entrepreneur-card__heading">
            <h2 id={titleId} className="entrepreneur-card__title">
              {businessName}
            </h2>
            <Link className="entrepreneur-card__person" to={`/user_profile/${encodeURIComponent(person.userId)}`}>
              {fullName}
            </Link>
          </div>
        </header>
        <div className="entrepreneur-card__tags">
          {info.industryName && <Tag>{info.industryName}</Tag>}
          {info.stage && <Tag color="blue">{businessStageLabels[info.stage]}</Tag>}
        </div>
        {info.description && (
          <Typography.Paragraph
            className="entrepreneur-card__description"
            ellipsis={{
              rows: 4,
              expandable: 'collapsible',
              symbol: (expanded) => (expanded ? 'Ver menos' : 'Ver más'),
            }}
          >
            {info.description}
          </Typography.Paragraph>
        )}
        <dl className="entrepreneur-card__facts">
          {location && (
            <div>
              <dt>
                <EnvironmentOutlined aria-hidden /> Ubicación
              </dt>
              <dd>{location}</dd>
            </div>
          )}
          {info.socialMedia && (
            <div>
              <dt>
                <GlobalOutlined aria-hidden /> Sitio o red social
              </dt>
              <dd>
                {isWebAddress(info.socialMedia) ? (
                  <a href={info.socialMedia} target="_blank" rel="noopener noreferrer">
                    {shownAddress(info.socialMedia)}
                  </a>
                ) : (
                  info.socialMedia
                )}
              </dd>
            </div>
          )}
          {info.contactMethod && (
            <div>
              <dt>Contacto preferido</dt>
              <dd>
                {contact ? (
                  <a
                    href={contact}
                    {...(info.contactMethod === 'WHATSAPP' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {contactMethodLabels[info.contactMethod]}: {person.contact}
                  </a>
                ) : (
                  contactMethodLabels[info.contactMethod]
                )}
              </dd>
            </div>
          )}
        </dl>
      </article>
    </Card>
  );
}
