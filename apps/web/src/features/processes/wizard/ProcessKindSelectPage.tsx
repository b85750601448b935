import { processWizardMessages } from '@enlaza/contract';
import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router';

/** /admin/processes/select 'Qué deseas crear?' (spec 001 §2): the mentoring or the attraction wizard. */
export function ProcessKindSelectPage() {
  return (
    <section aria-labelledby="process-kind-title">
      <Typography.Title level={1} id="process-kind-title" style={{ margin: '0 0 24px', fontSize: 24 }}>
        {processWizardMessages.kindTitle}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} lg={8}>
          <Link to="/admin/processes/create" style={{ display: 'block', height: '100%' }}>
            <Card hoverable style={{ height: '100%' }}>
              <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
                {processWizardMessages.mentoringCard}
              </Typography.Title>
              <Typography.Text type="secondary">Mentoría, networking y talleres para un cliente.</Typography.Text>
            </Card>
          </Link>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Link to="/admin/attraction/create?step=1" style={{ display: 'block', height: '100%' }}>
            <Card hoverable style={{ height: '100%' }}>
              <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
                {processWizardMessages.attractionCard}
              </Typography.Title>
              <Typography.Text type="secondary">
                Tutores y grupos de estudiantes que resuelven un desafío.
              </Typography.Text>
            </Card>
          </Link>
        </Col>
      </Row>
    </section>
  );
}
