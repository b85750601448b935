import {
  INSCRIPTIONS_PAGE_SIZE,
  convocatoryMessages,
  isSelectionOpen,
  type Convocatory,
  type Inscription,
  type InscriptionType,
} from '@enlaza/contract';
import { App as AntApp, Checkbox, Empty, Input, Tabs, Tooltip, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { ApiError, errorMessageOf } from '../../lib/api';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { downloadInscriptionsExport, useInscriptions, useSelectInscription } from './convocatoriesApi';
import { formatShortDateTime } from './convocatoryForm';
import { DownloadButton } from '../../components/DownloadButton';
import { PagedTable } from '../../components/ListPage';

const fullName = (inscription: Inscription) =>
  `${inscription.person.name} ${inscription.person.lastName}`.trim() || inscription.person.email;

/** Company and position, or the business of an entrepreneur. */
function WorkCell({ person }: Pick<Inscription, 'person'>) {
  if (person.businessName) return <>{person.businessName}</>;
  if (!person.company && !person.businessArea) return <>-</>;
  return (
    <>
      <div>{person.company ?? '-'}</div>
      {person.businessArea && <Typography.Text type="secondary">{person.businessArea}</Typography.Text>}
    </>
  );
}

const subTabs: Record<InscriptionType, { label: string; empty: string; searchLabel: string }> = {
  STUDENT: { label: 'Mentees', empty: convocatoryMessages.noStudents, searchLabel: 'Buscar mentees inscritas' },
  MENTOR: { label: 'Mentoras', empty: convocatoryMessages.noMentors, searchLabel: 'Buscar mentoras inscritas' },
};

function inscriptionCounts(convocatory: Convocatory, type: InscriptionType) {
  return type === 'STUDENT'
    ? { total: convocatory.studentsCount, selected: convocatory.studentSelectedCount }
    : { total: convocatory.mentorsCount, selected: convocatory.mentorSelectedCount };
}

/** One role's applications: searched and paged on the server; selectable only while selecting. */
function InscriptionTable({ convocatory, type }: { convocatory: Convocatory; type: InscriptionType }) {
  const { message } = AntApp.useApp();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const [pageState, setPageState] = useState({ search: '', page: 1 });
  // A new search starts at its first page.
  const page = pageState.search === search ? pageState.page : 1;
  const list = useInscriptions(convocatory.convocatoryId, type, page, search);
  const select = useSelectInscription(convocatory.convocatoryId);
  const selectionOpen = isSelectionOpen(convocatory.status);
  const { total, selected } = inscriptionCounts(convocatory, type);
  const tab = subTabs[type];

  const columns: TableProps<Inscription>['columns'] = [
    {
      title: 'Seleccionada',
      key: 'selected',
      width: 110,
      align: 'center',
      render: (_, inscription) => {
        const box = (
          <Checkbox
            checked={inscription.selected}
            disabled={
              !selectionOpen || (select.isPending && select.variables?.inscriptionId === inscription.inscriptionId)
            }
            aria-label={`Seleccionar a ${fullName(inscription)}`}
            onChange={(event) =>
              select.mutate(
                { inscriptionId: inscription.inscriptionId, selected: event.target.checked },
                { onError: (error) => message.error(errorMessageOf(error)) },
              )
            }
          />
        );
        return selectionOpen ? box : <Tooltip title="Disponible al cerrar las inscripciones">{box}</Tooltip>;
      },
    },
    { title: 'Nombre', key: 'name', render: (_, inscription) => fullName(inscription) },
    { title: 'Email', key: 'email', render: (_, { person }) => person.email },
    { title: 'Teléfono', key: 'phone', render: (_, { person }) => person.cellphone ?? '-' },
    {
      title: type === 'STUDENT' ? 'Empresa / Cargo o emprendimiento' : 'Empresa / Cargo',
      key: 'work',
      render: (_, { person }) => <WorkCell person={person} />,
    },
    {
      title: 'Motivación',
      dataIndex: 'motivation',
      key: 'motivation',
      render: (motivation: string) => (
        <Typography.Paragraph
          className="convocatory-motivation"
          style={{ margin: 0 }}
          ellipsis={{ rows: 2, expandable: 'collapsible' }}
        >
          {motivation}
        </Typography.Paragraph>
      ),
    },
    {
      title: 'Fecha de inscripción',
      dataIndex: 'createdAt',
      key: 'createdAt',
      render: formatShortDateTime,
    },
  ];

  return (
    <>
      <div className="convocatory-inscriptions-toolbar">
        <Typography.Text aria-live="polite">
          Inscritas: <strong>{total}</strong> · Seleccionadas: <strong>{selected}</strong>
        </Typography.Text>
        <Input.Search
          style={{ maxWidth: 320 }}
          placeholder="Buscar por nombre o email"
          aria-label={tab.searchLabel}
          allowClear
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onSearch={(value) => setSearchText(value)}
        />
      </div>
      <PagedTable<Inscription>
        query={list}
        rowKey="inscriptionId"
        columns={columns}
        // Its rows hold nothing a keyboard can focus: a scrolling region there could not be reached by keyboard.
        scrollWidth={false}
        page={page}
        pageSize={INSCRIPTIONS_PAGE_SIZE}
        onPageChange={(next) => setPageState({ search, page: next })}
        emptyText={
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={search ? 'No se encontraron inscripciones' : tab.empty}
          />
        }
      />
    </>
  );
}

/** The 'Inscripciones' tab: Mentees and Mentoras, with the Excel export (spec 002 §2.2). */
export function InscriptionsPanel({ convocatory }: { convocatory: Convocatory }) {
  const { message } = AntApp.useApp();

  const exportInscriptions = async () => {
    if (convocatory.studentsCount + convocatory.mentorsCount === 0) {
      message.warning(convocatoryMessages.nothingToExport);
      return;
    }
    try {
      await downloadInscriptionsExport(convocatory);
    } catch (error) {
      // Nothing to export is a warning, not a failure.
      if (error instanceof ApiError && error.status === 404) message.warning(convocatoryMessages.nothingToExport);
      else throw error;
    }
  };

  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
        <DownloadButton download={exportInscriptions}>Exportar a Excel</DownloadButton>
      </div>
      <Tabs
        type="card"
        items={(['STUDENT', 'MENTOR'] as const).map((type) => ({
          key: type,
          label: `${subTabs[type].label} (${inscriptionCounts(convocatory, type).total})`,
          children: <InscriptionTable convocatory={convocatory} type={type} />,
        }))}
      />
    </>
  );
}
