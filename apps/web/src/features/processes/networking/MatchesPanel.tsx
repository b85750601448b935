import {
  networkingCriterionLabels,
  networkingMatchMessages,
  type MatchRow,
  type PossibleNumberMatches,
  type ProcessDetail,
} from '@enlaza/contract';
import {
  Alert,
  App as AntApp,
  Button,
  Card,
  Empty,
  Flex,
  Input,
  Popover,
  Select,
  Space,
  Spin,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useId, useState } from 'react';
import { useBrand } from '../../../app/BrandContext';
import { errorMessageOf } from '../../../lib/api';
import { DownloadButton } from '../../../components/DownloadButton';
import { downloadChatScript } from '../../chat/chatApi';
import { useSearchedPages } from '../../../lib/useSearchedPages';
import { AffinityBars } from '../pairs/PairsPanel';
import { formatAffinity } from '../pairs/pairsRules';
import {
  downloadMatches,
  MATCHES_PAGE_SIZE,
  useCreateMatches,
  useEnableMatchChats,
  useMatches,
  usePossibleNumberMatches,
} from './networkingApi';
import { chatsPerMentee, defaultNumberOfMatch, enableChatsBlockReason, generateBlockReason } from './matchesRules';
import { LoadingSpin } from '../../../components/LoadingSpin';
import { sidewaysScroll } from '../../../components/tableScroll';

const fullName = (person: MatchRow['studentA']) => `${person.name} ${person.lastName}`.trim();

/** A match's affinity per counted criterion, as labelled bars. */
export function MatchBreakdown({ match }: { match: MatchRow }) {
  return (
    <AffinityBars
      breakdown={match.affinityBreakdown}
      labels={networkingCriterionLabels}
      title={`Afinidad de ${fullName(match.studentA)} con ${fullName(match.studentB)}`}
    />
  );
}

function GenerateMatches({
  process,
  possible,
  hasMatches,
}: {
  process: ProcessDetail;
  possible: PossibleNumberMatches;
  hasMatches: boolean;
}) {
  const { message, modal, notification } = AntApp.useApp();
  const brand = useBrand();
  const selectId = useId();
  const create = useCreateMatches(process.processId);
  const [picked, setPicked] = useState<number | null>(null);
  const chosen = picked ?? defaultNumberOfMatch(possible, process.networking?.numberOfMatch);
  const reason = generateBlockReason(possible, chosen);

  const generate = (numberOfMatch: number) =>
    create.mutateAsync(numberOfMatch).then(
      (result) => {
        message.success(result.message || networkingMatchMessages.generated);
      },
      (error: unknown) => {
        notification.error({ title: networkingMatchMessages.generateFailed, description: errorMessageOf(error) });
      },
    );
  const onGenerate = () => {
    if (chosen == null) return;
    if (!hasMatches) {
      void generate(chosen);
      return;
    }
    modal.confirm({
      title: '¿Generar los matchs de nuevo?',
      content: 'Los matchs actuales se reemplazarán por los nuevos.',
      okText: 'Generar',
      cancelText: 'Cancelar',
      onOk: () => generate(chosen),
    });
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        {brand.name} reparte los matchs entre las {possible.menteesCount} mentees confirmadas con la mayor afinidad
        total posible, según la configuración de networking; cada mentee recibe el mismo número de matchs.
      </Typography.Paragraph>
      <Flex wrap gap={12} align="center">
        <label htmlFor={selectId}>Matchs por mentee</label>
        <Select<number>
          id={selectId}
          style={{ width: 120 }}
          value={chosen ?? undefined}
          placeholder="Elegir"
          disabled={possible.values.length === 0 || create.isPending}
          options={possible.values.map((value) => ({ value, label: String(value) }))}
          onChange={setPicked}
        />
        <Button type="primary" disabled={!!reason} loading={create.isPending} onClick={onGenerate}>
          Generar Matchs
        </Button>
      </Flex>
      {create.isPending && (
        <Space role="status">
          <Spin size="small" />
          <Typography.Text type="secondary">Podría tardar unos segundos</Typography.Text>
        </Space>
      )}
      {reason && <Alert type="info" showIcon title={reason} />}
    </Space>
  );
}

function EnableChats({ processId, possible }: { processId: string; possible: PossibleNumberMatches }) {
  const { message, modal } = AntApp.useApp();
  const selectId = useId();
  const enable = useEnableMatchChats(processId);
  const [picked, setPicked] = useState<number | null>(null);
  // A stale pick (already enabled, or no longer offered) must not stay selected.
  const chosen = picked != null && possible.chatValues.includes(picked) ? picked : null;
  const reason = enableChatsBlockReason(possible, chosen);

  const onEnable = () => {
    if (chosen == null) return;
    modal.confirm({
      title: '¿Habilitar los chats?',
      content: `Se habilitarán ${chatsPerMentee(chosen)} entre las mentees de sus matchs con mayor afinidad. Esta acción es irreversible: los chats no se pueden deshabilitar y los matchs ya no se podrán generar de nuevo.`,
      okText: 'Habilitar',
      cancelText: 'Cancelar',
      onOk: () =>
        enable.mutateAsync(chosen).then(
          (result) => {
            message.success(result.message || networkingMatchMessages.chatsEnabled);
            setPicked(null);
          },
          (error: unknown) => {
            message.error(`${networkingMatchMessages.chatsFailed}: ${errorMessageOf(error)}`);
          },
        ),
    });
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text>
        Chats habilitados:{' '}
        {possible.numberOfChatsEnabled > 0 ? chatsPerMentee(possible.numberOfChatsEnabled) : 'ninguno'}.
      </Typography.Text>
      <Flex wrap gap={12} align="center">
        <label htmlFor={selectId}>Chats por mentee</label>
        <Select<number>
          id={selectId}
          style={{ width: 120 }}
          value={chosen ?? undefined}
          placeholder="Elegir"
          disabled={possible.chatValues.length === 0 || enable.isPending}
          options={possible.chatValues.map((value) => ({ value, label: String(value) }))}
          onChange={setPicked}
        />
        <Button disabled={!!reason} loading={enable.isPending} onClick={onEnable}>
          Habilitar chats
        </Button>
      </Flex>
      {reason && <Alert type="info" showIcon title={reason} />}
    </Space>
  );
}

/** The admin's actions: generate (pre-kickoff) and enable chats; both read the possible values first. */
function MatchActions({
  process,
  canGenerate,
  canEnableChats,
  hasMatches,
}: {
  process: ProcessDetail;
  canGenerate: boolean;
  canEnableChats: boolean;
  hasMatches: boolean;
}) {
  const possible = usePossibleNumberMatches(process.processId);
  if (possible.isPending) return <LoadingSpin label="Calculando los valores posibles" />;
  if (!possible.data) {
    return (
      <Alert
        type="error"
        showIcon
        title={networkingMatchMessages.possibleValuesFailed}
        description={errorMessageOf(possible.error)}
      />
    );
  }
  return (
    <Flex wrap gap={16} align="stretch">
      {canGenerate && (
        <Card size="small" title="Generar matchs" style={{ flex: '1 1 320px' }}>
          <GenerateMatches process={process} possible={possible.data} hasMatches={hasMatches} />
        </Card>
      )}
      {canEnableChats && (
        <Card size="small" title="Habilitar chats" style={{ flex: '1 1 320px' }}>
          <EnableChats processId={process.processId} possible={possible.data} />
        </Card>
      )}
    </Flex>
  );
}

/**
 * The networking matches of a process (spec 001 §2 'Matchs', §4 "Matches", §5, §8): generating them (admins, in
 * pre-kickoff), enabling chats (admins; irreversible), and for everyone who sees the process the stats, the searchable
 * table with each match's affinity breakdown, and the Excel download.
 */
export function MatchesPanel({
  process,
  canGenerate,
  canEnableChats,
  canDownloadChatScript = false,
}: {
  process: ProcessDetail;
  /** Admins download the chats' script ('Guion'). */
  canDownloadChatScript?: boolean;
  canGenerate: boolean;
  canEnableChats: boolean;
}) {
  const processId = process.processId;
  const { searchText, setSearchText, search, page, setPage } = useSearchedPages();
  const matches = useMatches(processId, page, search);

  if (matches.isPending) return <LoadingSpin label="Cargando matchs" />;
  if (!matches.data) return <Alert type="error" showIcon title={errorMessageOf(matches.error)} />;
  const { docs, totalDocs, stats, numberOfMatch } = matches.data;
  const hasMatches = numberOfMatch != null;

  return (
    <section aria-label="Matchs" style={{ width: '100%' }}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {(canGenerate || canEnableChats) && (
          <MatchActions
            process={process}
            canGenerate={canGenerate}
            canEnableChats={canEnableChats}
            hasMatches={hasMatches}
          />
        )}
        {!hasMatches ? (
          <Empty description={networkingMatchMessages.empty} />
        ) : (
          <>
            <Space size="large" wrap>
              <Statistic title="Promedio afinidad" value={formatAffinity(stats.average)} />
              <Statistic title="Mínima afinidad" value={formatAffinity(stats.min)} />
              <Statistic title="Máxima afinidad" value={formatAffinity(stats.max)} />
              <Statistic title="Matchs por mentee" value={numberOfMatch} />
            </Space>
            <Flex wrap gap={12} justify="space-between">
              <Input.Search
                allowClear
                placeholder="Buscar por nombre o email"
                aria-label="Buscar matchs"
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
                style={{ maxWidth: 300 }}
              />
              <DownloadButton download={() => downloadMatches(processId, process.name)}>
                Descargar matchs
              </DownloadButton>
              {canDownloadChatScript && (
                <DownloadButton download={() => downloadChatScript(processId, process.name)}>
                  Descargar guion
                </DownloadButton>
              )}
            </Flex>
            <Table<MatchRow>
              rowKey="matchId"
              size="small"
              dataSource={docs}
              loading={matches.isFetching && matches.isPlaceholderData}
              scroll={sidewaysScroll()}
              locale={{ emptyText: networkingMatchMessages.noSearchResults }}
              pagination={{
                current: page,
                pageSize: MATCHES_PAGE_SIZE,
                total: totalDocs,
                showSizeChanger: false,
                hideOnSinglePage: true,
                onChange: setPage,
              }}
              columns={[
                {
                  key: 'studentA',
                  title: 'Mentee',
                  render: (_, row) => (
                    <span>
                      {fullName(row.studentA)}
                      <br />
                      <Typography.Text type="secondary">{row.studentA.email}</Typography.Text>
                    </span>
                  ),
                },
                {
                  key: 'studentB',
                  title: 'Mentee',
                  render: (_, row) => (
                    <span>
                      {fullName(row.studentB)}
                      <br />
                      <Typography.Text type="secondary">{row.studentB.email}</Typography.Text>
                    </span>
                  ),
                },
                {
                  key: 'affinity',
                  title: 'Afinidad',
                  render: (_, row) => (
                    <Space size={4}>
                      {formatAffinity(row.affinity)}
                      <Popover title="Afinidad por criterio" trigger="click" content={<MatchBreakdown match={row} />}>
                        <Button
                          type="link"
                          size="small"
                          aria-label={`Ver afinidad de ${fullName(row.studentA)} y ${fullName(row.studentB)}`}
                        >
                          Ver afinidad
                        </Button>
                      </Popover>
                    </Space>
                  ),
                },
                {
                  key: 'chat',
                  title: 'Chat',
                  render: (_, row) =>
                    row.chatEnabled ? <Tag color="green">Habilitado</Tag> : <Tag>No habilitado</Tag>,
                },
              ]}
            />
          </>
        )}
      </Space>
    </section>
  );
}
