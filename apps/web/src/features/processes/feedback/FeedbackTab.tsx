import {
  feedbackRoleLabels,
  sessionFeedbackMessages as m,
  sessionOrdinalName,
  type FeedbackQuestionReport,
  type FeedbackReport,
  type FeedbackRoleReport,
  type ProcessDetail,
} from '@enlaza/contract';
import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton, Table, Tabs, Typography, theme } from 'antd';
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DownloadButton } from '../../../components/DownloadButton';
import { errorMessageOf } from '../../../lib/api';
import type { DetailViewer } from '../../../lib/auth/detailViewer';
import { downloadFeedback, useFeedbackReport } from './feedbackApi';
import './feedback.css';
import { sidewaysScroll } from '../../../components/tableScroll';

const numberFormat = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 2 });
const answersLabel = (n: number) => (n === 1 ? '1 respuesta' : `${n} respuestas`);

/**
 * The process detail's 'feedback' tab (spec 001 §2, ?tab=feedback): the session feedback dashboard, one tab per session
 * of the process's guide, the mentors' and the mentees' figures side by side; admins download the Excel.
 */
export function FeedbackTab({ process, viewer }: { process: ProcessDetail; viewer: DetailViewer }) {
  const report = useFeedbackReport(process.processId);
  const download =
    viewer === 'ADMIN' ? (
      <DownloadButton download={() => downloadFeedback(process.processId, process.name)}>{m.download}</DownloadButton>
    ) : null;

  if (report.isPending) {
    return (
      <div role="status" aria-label="Cargando feedback" aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (report.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={m.loadFailed}
        description={errorMessageOf(report.error)}
        action={
          <Button size="small" onClick={() => void report.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  }
  const data = report.data;
  return (
    <section aria-label="Feedback de sesiones" className="feedback-dashboard">
      <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <Typography.Text>
          {data.sent === 0 ? (data.hasBundle ? m.notSentYet : m.noBundle) : m.answeredOf(data.answered, data.sent)}
        </Typography.Text>
        {download}
      </Flex>
      {data.sent > 0 && <SessionsSummary report={data} />}
      {data.answered === 0 ? (
        <Empty description={m.empty} />
      ) : (
        <Tabs
          items={data.sessions.map((session) => ({
            key: String(session.sessionNumber),
            label: `Sesión ${session.sessionNumber}`,
            children: (
              <Row gutter={[16, 16]}>
                {session.roles.map((role) => (
                  <Col key={role.role} xs={24} xl={12}>
                    <RolePanel sessionNumber={session.sessionNumber} report={role} />
                  </Col>
                ))}
              </Row>
            ),
          }))}
        />
      )}
    </section>
  );
}

/** Sent and answered per session and role, as a table (what the tabs below detail). */
function SessionsSummary({ report }: { report: FeedbackReport }) {
  const cell = (roles: FeedbackRoleReport[], role: 'MENTOR' | 'STUDENT') => {
    const found = roles.find((r) => r.role === role);
    return found && found.sent > 0 ? `${found.answered} de ${found.sent}` : '—';
  };
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="sessionNumber"
      style={{ marginBottom: 16 }}
      scroll={sidewaysScroll()}
      title={() => m.summaryTitle}
      dataSource={report.sessions}
      columns={[
        { title: 'Sesión', key: 'session', render: (_, s) => sessionOrdinalName(s.sessionNumber) },
        { title: feedbackRoleLabels.MENTOR, key: 'mentors', render: (_, s) => cell(s.roles, 'MENTOR') },
        { title: feedbackRoleLabels.STUDENT, key: 'mentees', render: (_, s) => cell(s.roles, 'STUDENT') },
      ]}
    />
  );
}

function RolePanel({ sessionNumber, report }: { sessionNumber: number; report: FeedbackRoleReport }) {
  const headingId = `feedback-${sessionNumber}-${report.role}`;
  return (
    <Card
      size="small"
      title={
        <h4 id={headingId} className="feedback-dashboard__role">
          {feedbackRoleLabels[report.role]}{' '}
          <span className="feedback-dashboard__muted">
            {`· ${report.sent === 0 ? m.roleNotSent : m.roleAnswered(report.answered, report.sent)}`}
          </span>
        </h4>
      }
    >
      {report.answered === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.noAnswers} />
      ) : (
        <ul className="feedback-dashboard__questions" aria-labelledby={headingId}>
          {report.questions.map((question) => (
            <li key={`${question.questionaryId}-${question.questionId}`}>
              <QuestionFigure question={question} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function QuestionFigure({ question }: { question: FeedbackQuestionReport }) {
  return (
    <figure className="feedback-dashboard__question">
      <figcaption>
        <h5 className="feedback-dashboard__title">{question.title}</h5>
        <span className="feedback-dashboard__muted">
          {answersLabel(question.answersCount)}
          {'average' in question && question.average !== null && (
            <>
              {' · '}
              <strong>
                {m.average}: {numberFormat.format(question.average)}
              </strong>
            </>
          )}
        </span>
      </figcaption>
      <QuestionBody question={question} />
    </figure>
  );
}

function QuestionBody({ question }: { question: FeedbackQuestionReport }) {
  // A question nobody answered (most often one its conditions hid) has nothing to draw.
  if (question.answersCount === 0) return null;
  if ('answers' in question) {
    return (
      <ul className="feedback-dashboard__texts">
        {question.answers.map((text, index) => (
          <li key={index}>{text}</li>
        ))}
      </ul>
    );
  }
  if ('distribution' in question) {
    return (
      <CountsChart
        title={question.title}
        header="Valor"
        rows={question.distribution.map((d) => ({ key: String(d.value), name: d.label, count: d.count }))}
      />
    );
  }
  return (
    <CountsChart
      title={question.title}
      header="Alternativa"
      horizontal
      rows={question.options.map((o) => ({ key: o.optionId, name: o.text, count: o.count }))}
    />
  );
}

interface CountRow {
  key: string;
  name: string;
  count: number;
}

/**
 * Bars of how many gave each value (vertical) or chose each option (horizontal, the options' text readable), each
 * bar labelled with its count; the same figures as a table for screen readers, who do not get the drawing (nor
 * its keyboard stops).
 */
function CountsChart({
  title,
  header,
  rows,
  horizontal = false,
}: {
  title: string;
  header: string;
  rows: CountRow[];
  horizontal?: boolean;
}) {
  const { token } = theme.useToken();
  const height = horizontal ? Math.max(120, rows.length * 36 + 24) : 200;
  return (
    <>
      <div style={{ width: '100%', height }} aria-hidden>
        <ResponsiveContainer>
          {horizontal ? (
            <BarChart
              accessibilityLayer={false}
              data={rows}
              layout="vertical"
              margin={{ top: 4, right: 32, bottom: 4, left: 8 }}
            >
              <CartesianGrid horizontal={false} strokeDasharray="3 3" />
              <XAxis type="number" allowDecimals={false} />
              <YAxis type="category" dataKey="name" width={140} tick={{ fontSize: 12 }} />
              <Tooltip formatter={(value) => [value, 'Respuestas']} />
              <Bar dataKey="count" fill={token.colorPrimary} maxBarSize={24} isAnimationActive={false}>
                <LabelList dataKey="count" position="right" />
              </Bar>
            </BarChart>
          ) : (
            <BarChart accessibilityLayer={false} data={rows} margin={{ top: 20, right: 8, bottom: 4, left: -16 }}>
              <CartesianGrid vertical={false} strokeDasharray="3 3" />
              <XAxis dataKey="name" tick={{ fontSize: 12 }} interval={0} />
              <YAxis allowDecimals={false} />
              <Tooltip formatter={(value) => [value, 'Respuestas']} />
              <Bar dataKey="count" fill={token.colorPrimary} maxBarSize={40} isAnimationActive={false}>
                <LabelList dataKey="count" position="top" />
              </Bar>
            </BarChart>
          )}
        </ResponsiveContainer>
      </div>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{header}</th>
            <th scope="col">Respuestas</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td>{row.name}</td>
              <td>{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
