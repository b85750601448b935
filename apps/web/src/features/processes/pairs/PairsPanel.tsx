import { pairingMessages, type PairRow, type ProcessDetail } from '@enlaza/contract';
import {
  Alert,
  App as AntApp,
  Button,
  Form,
  Input,
  Modal,
  Popover,
  Progress,
  Space,
  Statistic,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useBrand } from '../../../app/BrandContext';
import { errorMessageOf } from '../../../lib/api';
import { useSearchedPages } from '../../../lib/useSearchedPages';
import { useProcessParticipants } from '../processesApi';
import { PAIRS_PAGE_SIZE, useAddPair, useCreatePairs, useDeletePair, usePairs, useSwapPairs } from './pairsApi';
import { PairWeightsCard } from './PairWeightsCard';
import { breakdownRows, canDelete, canSwap, createPairsBlockReason, formatAffinity } from './pairsRules';
import { LoadingSpin } from '../../../components/LoadingSpin';
import { sidewaysScroll } from '../../../components/tableScroll';

const fullName = (person: PairRow['student']) => `${person.name} ${person.lastName}`;

/** An affinity per criterion, as labelled progress bars (issue 7: the score is explained, not only shown). */
export function AffinityBars({
  breakdown,
  labels,
  title,
}: {
  breakdown: Record<string, number> | null;
  labels?: Readonly<Record<string, string>>;
  title: string;
}) {
  const rows = breakdownRows(breakdown, labels);
  if (!rows.length) return <Typography.Text type="secondary">Sin desglose de afinidad.</Typography.Text>;
  return (
    <ul aria-label={title} style={{ listStyle: 'none', padding: 0, margin: 0, minWidth: 240 }}>
      {rows.map((row) => (
        <li key={row.key}>
          <Typography.Text>{row.label}</Typography.Text>
          <Progress percent={row.percent} size="small" aria-label={`${row.label}: ${row.percent}%`} />
        </li>
      ))}
    </ul>
  );
}

export function AffinityBreakdown({ pair }: { pair: PairRow }) {
  return (
    <AffinityBars
      breakdown={pair.affinityBreakdown}
      title={`Afinidad de ${fullName(pair.student)} con ${fullName(pair.mentor)}`}
    />
  );
}

function CreatePairs({ process }: { process: ProcessDetail }) {
  const { message } = AntApp.useApp();
  const brand = useBrand();
  const students = useProcessParticipants(process.processId, 'STUDENT', 1);
  const mentors = useProcessParticipants(process.processId, 'MENTOR', 1);
  const create = useCreatePairs(process.processId);
  const [failure, setFailure] = useState<string | null>(null);
  if (students.isPending || mentors.isPending) return <LoadingSpin label="Cargando participantes" />;
  if (!students.data || !mentors.data) {
    return <Alert type="error" showIcon title="No se pudieron cargar las participantes del proceso" />;
  }
  const reason = createPairsBlockReason(students.data.counts, mentors.data.counts);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph>
        Este proceso aún no tiene duplas. Al crearlas, {brand.name} forma la asignación de mentees y mentoras con la
        mayor afinidad total posible, según intereses, objetivos, cualidades, área, nivel y región. Podrás revisarlas,
        intercambiar mentoras o eliminarlas antes de iniciar el proceso.
      </Typography.Paragraph>
      {reason && <Alert type="info" showIcon title={reason} />}
      <Button
        type="primary"
        disabled={!!reason}
        loading={create.isPending}
        onClick={() => {
          setFailure(null);
          // The promise, not the mutate callbacks: on success this panel gives way to the table and unmounts.
          create.mutateAsync().then(
            () => message.success(pairingMessages.created),
            (error: unknown) => setFailure(errorMessageOf(error)),
          );
        }}
      >
        Crear duplas
      </Button>
      {create.isPending && <Typography.Text type="secondary">Podría tardar unos segundos</Typography.Text>}
      {failure && <Alert type="error" showIcon title={pairingMessages.createFailed} description={failure} />}
    </Space>
  );
}

function AddPairButton({ processId }: { processId: string }) {
  const { message } = AntApp.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ studentEmail: string; mentorEmail: string }>();
  const add = useAddPair(processId);
  const emailRules = [
    { required: true, message: 'Complete este campo' },
    { type: 'email' as const, message: 'Ingrese un mail válido' },
  ];
  return (
    <>
      <Button onClick={() => setOpen(true)}>Agregar dupla</Button>
      <Modal
        open={open}
        title="Agregar dupla"
        okText="Agregar"
        cancelText="Cancelar"
        confirmLoading={add.isPending}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) =>
            // The promise: the first pair replaces the empty panel, unmounting this button.
            add.mutateAsync({ studentEmail: values.studentEmail.trim(), mentorEmail: values.mentorEmail.trim() }).then(
              () => {
                message.success(pairingMessages.pairCreated);
                setOpen(false);
              },
              (error: unknown) => message.error(errorMessageOf(error)),
            )
          }
        >
          <Form.Item name="studentEmail" label="Email de la mentee" rules={emailRules}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="mentorEmail" label="Email de la mentora" rules={emailRules}>
            <Input autoComplete="off" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/**
 * The pre-kickoff 'Duplas' tab (spec 001 §2, §5, §8, §9): weigh the criteria and create the pairs when there are none;
 * once there are, review them (affinity and its breakdown, average / min / max, search), swap the mentors of two,
 * delete one or add one; the weights then stay visible, read-only, to explain the affinities.
 */
export function PairsPanel({ process }: { process: ProcessDetail }) {
  const { message, modal } = AntApp.useApp();
  const processId = process.processId;
  const { searchText, setSearchText, search, page, setPage } = useSearchedPages();
  const [selected, setSelected] = useState<string[]>([]);
  const pairs = usePairs(processId, page, search);
  const swap = useSwapPairs(processId);
  const remove = useDeletePair(processId);

  if (pairs.isPending) return <LoadingSpin label="Cargando duplas" />;
  if (!pairs.data) return <Alert type="error" showIcon title={errorMessageOf(pairs.error)} />;
  const { docs, totalDocs, stats } = pairs.data;
  if (totalDocs === 0 && !search) {
    return (
      <section aria-label="Duplas">
        <PairWeightsCard processId={processId} />
        <CreatePairs process={process} />
        <div style={{ marginTop: 16 }}>
          <AddPairButton processId={processId} />
        </div>
      </section>
    );
  }

  const onSwap = () =>
    swap.mutate([selected[0]!, selected[1]!], {
      onSuccess: (result) => {
        message.success(result.message || pairingMessages.swapped);
        setSelected([]);
      },
      onError: (error) => message.error(`${pairingMessages.swapFailed}: ${errorMessageOf(error)}`),
    });
  const onDelete = () => {
    const pair = docs.find((row) => row.pairId === selected[0]);
    modal.confirm({
      title: '¿Eliminar la dupla?',
      content: pair ? `${fullName(pair.student)} y ${fullName(pair.mentor)} quedarán sin dupla.` : undefined,
      okText: 'Eliminar',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: () =>
        remove.mutateAsync(selected[0]!).then(
          () => {
            message.success(pairingMessages.deleted);
            setSelected([]);
          },
          (error: unknown) => {
            message.error(`${pairingMessages.deleteFailed}: ${errorMessageOf(error)}`);
          },
        ),
    });
  };

  return (
    <section aria-label="Duplas">
      <Space size="large" wrap style={{ marginBottom: 16 }}>
        <Statistic title="Promedio afinidad" value={formatAffinity(stats.average)} />
        <Statistic title="Mínima afinidad" value={formatAffinity(stats.min)} />
        <Statistic title="Máxima afinidad" value={formatAffinity(stats.max)} />
      </Space>
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Input.Search
          allowClear
          placeholder="Buscar por nombre o email"
          aria-label="Buscar duplas"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          style={{ width: 300 }}
        />
        <Space wrap>
          <Button disabled={!canSwap(selected)} loading={swap.isPending} onClick={onSwap}>
            Intercambiar mentoras
          </Button>
          <Button danger disabled={!canDelete(selected)} onClick={onDelete}>
            Eliminar dupla
          </Button>
          <AddPairButton processId={processId} />
        </Space>
      </Space>
      {!canSwap(selected) && !canDelete(selected) && (
        <Typography.Paragraph type="secondary">
          Seleccione dos duplas para intercambiar sus mentoras, o una para eliminarla.
        </Typography.Paragraph>
      )}
      <Table<PairRow>
        rowKey="pairId"
        dataSource={docs}
        scroll={sidewaysScroll()}
        loading={pairs.isFetching && pairs.isPlaceholderData}
        locale={{ emptyText: pairingMessages.noSearchResults }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
          preserveSelectedRowKeys: true,
          getCheckboxProps: (row) => ({ 'aria-label': `Seleccionar dupla de ${fullName(row.student)}` }),
        }}
        pagination={{
          current: page,
          pageSize: PAIRS_PAGE_SIZE,
          total: totalDocs,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          {
            key: 'student',
            title: 'Mentee',
            render: (_, row) => (
              <span>
                {fullName(row.student)}
                <br />
                <Typography.Text type="secondary">{row.student.email}</Typography.Text>
              </span>
            ),
          },
          {
            key: 'mentor',
            title: 'Mentora',
            render: (_, row) => (
              <span>
                {fullName(row.mentor)}
                <br />
                <Typography.Text type="secondary">{row.mentor.email}</Typography.Text>
              </span>
            ),
          },
          { key: 'affinity', title: 'Afinidad', render: (_, row) => formatAffinity(row.affinity) },
          {
            key: 'breakdown',
            title: 'Desglose',
            render: (_, row) => (
              <Popover title="Afinidad por criterio" trigger="click" content={<AffinityBreakdown pair={row} />}>
                <Button type="link" aria-label={`Ver afinidad de ${fullName(row.student)}`}>
                  Ver afinidad
                </Button>
              </Popover>
            ),
          },
        ]}
      />
      <PairWeightsCard processId={processId} />
    </section>
  );
}
