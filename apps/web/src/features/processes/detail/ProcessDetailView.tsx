import {
  ArrowLeftOutlined,
  BarChartOutlined,
  CalendarOutlined,
  FolderOpenOutlined,
  InfoCircleOutlined,
  LineChartOutlined,
  MessageOutlined,
  SafetyCertificateOutlined,
  ShareAltOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { isAttractionProcess, sessionFeedbackMessages, type ProcessDetail } from '@enlaza/contract';
import { Button, Card, Col, Flex, Row, Skeleton, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ProcessCertificatesPanel } from '../certificates/ProcessCertificatesPanel';
import { EventAttendancePanel } from '../../events/EventAttendancePanel';
import { EventsManager } from '../../events/EventsManager';
import { MeasurementResults } from '../measurements/MeasurementResults';
import { FeedbackTab } from '../feedback/FeedbackTab';
import { MeasurementsPanel } from '../measurements/MeasurementsPanel';
import { ProcessResources } from '../resources/ProcessResources';
import { AttractionGroupsTab } from '../../attraction/groups';
import { AttractionGeneralData } from '../attraction/AttractionBodies';
import { ProcessDownloads } from './ProcessDownloads';
import { GeneralTab } from './GeneralTab';
import { NetworkingTab } from './NetworkingTab';
import { PairsTab, TrackingTab } from './PairsTabs';
import type { DetailViewer } from '../../../lib/auth/detailViewer';

export type DetailTab =
  | 'general'
  | 'match'
  | 'tracking'
  | 'events'
  | 'feedback'
  | 'resources'
  | 'networking'
  | 'measurements'
  | 'certificates';

interface Section {
  tab: DetailTab;
  label: string;
  icon: ReactNode;
}

/** The section buttons the process offers this viewer (spec 001 §2 "Process detail"). */
export function detailSections(process: ProcessDetail, viewer: DetailViewer): Section[] {
  // Admins see, issue and revoke the certificates of a finalized process (issue 20).
  const certificates: Section[] =
    process.status === 'FINALIZED' && viewer === 'ADMIN'
      ? [{ tab: 'certificates', label: 'Certificados', icon: <SafetyCertificateOutlined /> }]
      : [];
  if (isAttractionProcess(process)) {
    // 'Proceso de atracción': General, Seguimiento (its groups), Eventos, Recursos and, for admins, the MDI.
    return [
      { tab: 'general', label: 'General', icon: <InfoCircleOutlined /> },
      { tab: 'tracking', label: 'Seguimiento', icon: <LineChartOutlined /> },
      { tab: 'events', label: 'Eventos', icon: <CalendarOutlined /> },
      { tab: 'resources', label: 'Recursos', icon: <FolderOpenOutlined /> },
      ...(process.mdi && viewer === 'ADMIN'
        ? [{ tab: 'measurements' as const, label: 'Mediciones', icon: <BarChartOutlined /> }]
        : []),
      ...certificates,
    ];
  }
  const sections: Section[] = [
    { tab: 'general', label: 'General', icon: <InfoCircleOutlined /> },
    { tab: 'match', label: 'Duplas', icon: <TeamOutlined /> },
    { tab: 'tracking', label: 'Seguimiento', icon: <LineChartOutlined /> },
    { tab: 'events', label: 'Eventos', icon: <CalendarOutlined /> },
  ];
  // The session feedback dashboard: mentoring processes hold sessions that their pairs evaluate.
  if (process.serviceType.includes('MENTORING')) {
    sections.push({ tab: 'feedback', label: sessionFeedbackMessages.tabLabel, icon: <MessageOutlined /> });
  }
  sections.push({ tab: 'resources', label: 'Recursos', icon: <FolderOpenOutlined /> });
  if (process.serviceType.includes('NETWORKING')) {
    sections.push({ tab: 'networking', label: 'Networking', icon: <ShareAltOutlined /> });
  }
  if (process.mdi && viewer === 'ADMIN') {
    sections.push({ tab: 'measurements', label: 'Mediciones', icon: <BarChartOutlined /> });
  }
  return [...sections, ...certificates];
}

function SectionGrid({ sections, onOpen }: { sections: Section[]; onOpen: (tab: DetailTab) => void }) {
  return (
    <nav aria-label="Secciones del proceso">
      <Row gutter={[16, 16]}>
        {sections.map((section) => (
          <Col key={section.tab} xs={12} sm={8} lg={6}>
            <Card
              hoverable
              role="button"
              tabIndex={0}
              aria-label={section.label}
              onClick={() => onOpen(section.tab)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onOpen(section.tab);
                }
              }}
              styles={{ body: { padding: 20 } }}
            >
              <Flex vertical align="center" gap={8}>
                <span aria-hidden style={{ fontSize: 28, color: 'var(--ant-color-primary)' }}>
                  {section.icon}
                </span>
                <Typography.Text strong>{section.label}</Typography.Text>
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
    </nav>
  );
}

function EventsTab({ process }: { process: ProcessDetail }) {
  return (
    <Tabs
      items={[
        { key: 'events', label: 'Eventos', children: <EventsManager process={process} /> },
        { key: 'attendance', label: 'Asistencia', children: <EventAttendancePanel process={process} /> },
      ]}
    />
  );
}

/**
 * The detail of an in-progress or finalized process, for admins and (read-only) company admins. The section is the
 * `?tab=` query parameter; without it, a grid of section buttons.
 */
export function ProcessDetailView({ process, viewer }: { process: ProcessDetail; viewer: DetailViewer }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const sections = detailSections(process, viewer);
  const requested = searchParams.get('tab');
  const current = sections.find((section) => section.tab === requested);

  const open = (tab: DetailTab) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      next.set('tab', tab);
      return next;
    });
  const back = () => {
    if (current || requested) {
      setSearchParams((params) => {
        const next = new URLSearchParams(params);
        next.delete('tab');
        return next;
      });
    } else {
      void navigate(viewer === 'ADMIN' ? '/admin/processes' : '/company-admin/processes');
    }
  };

  const attraction = isAttractionProcess(process);
  const content = (tab: DetailTab) => {
    if (attraction && tab === 'general') return <AttractionGeneralData process={process} />;
    // An attraction process follows its groups (their table with each group's chat activity).
    if (attraction && tab === 'tracking') return <AttractionGroupsTab process={process} viewer={viewer} />;
    switch (tab) {
      case 'general':
        return <GeneralTab process={process} viewer={viewer} />;
      case 'match':
        return <PairsTab process={process} viewer={viewer} />;
      case 'tracking':
        return <TrackingTab process={process} viewer={viewer} />;
      case 'events':
        return <EventsTab process={process} />;
      case 'feedback':
        return <FeedbackTab process={process} viewer={viewer} />;
      case 'resources':
        return <ProcessResources process={process} />;
      case 'networking':
        return <NetworkingTab process={process} viewer={viewer} />;
      case 'measurements':
        return (
          <>
            <MeasurementsPanel process={process} />
            <MeasurementResults process={process} />
          </>
        );
      case 'certificates':
        return <ProcessCertificatesPanel process={process} />;
    }
  };

  return (
    <section aria-label={attraction ? 'Proceso de atracción' : 'Detalle del proceso'}>
      {attraction && (
        <Typography.Title level={2} style={{ margin: '0 0 12px', fontSize: 18 }}>
          Proceso de atracción
        </Typography.Title>
      )}
      <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <Flex wrap gap={12} align="center">
          <Button icon={<ArrowLeftOutlined />} onClick={back}>
            {current || requested ? 'Volver' : 'Volver a procesos'}
          </Button>
          {current && (
            <Typography.Title level={3} style={{ margin: 0, fontSize: 18 }}>
              <span aria-hidden>{current.icon}</span> {current.label}
            </Typography.Title>
          )}
        </Flex>
        {/* The downloads are the pairs' and sessions' workbooks: an attraction process has neither. */}
        {!attraction && <ProcessDownloads process={process} />}
      </Flex>
      {current ? content(current.tab) : <SectionGrid sections={sections} onOpen={open} />}
    </section>
  );
}

/** A process page while it loads: the shape of its header, tabs and first card, announced to screen readers. */
export function ProcessPageSkeleton() {
  return (
    <div role="status" aria-label="Cargando proceso" aria-busy="true">
      <Skeleton active title={{ width: '45%' }} paragraph={{ rows: 1, width: '30%' }} />
      <Flex gap={8} wrap style={{ margin: '8px 0 24px' }}>
        {['general', 'participants', 'sessions', 'measurements'].map((tab) => (
          <Skeleton.Button key={tab} active size="small" style={{ width: 96 }} />
        ))}
      </Flex>
      <Skeleton active title={false} paragraph={{ rows: 6 }} />
    </div>
  );
}
