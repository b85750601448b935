import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Alert, Button, List, Space, Typography } from 'antd';
import type { StartCondition } from './startConditions';

interface Props {
  conditions: StartCondition[];
  /** What could not be checked (a failed request): the server still decides when starting. */
  uncheckable: string[];
  onStart: () => void;
}

/**
 * The pre-kickoff 'Iniciar proceso' tab of every service type: each condition met or pending with the spec's
 * reason, and the start button enabled once all are met.
 */
export function StartConditionsPanel({ conditions, uncheckable, onStart }: Props) {
  const ready = conditions.every((c) => c.met);
  return (
    <section aria-labelledby="start-title">
      <Typography.Title level={3} id="start-title" style={{ fontSize: 16 }}>
        Condiciones para iniciar el proceso
      </Typography.Title>
      <List
        dataSource={conditions}
        renderItem={(c) => (
          <List.Item key={c.key}>
            <List.Item.Meta
              avatar={
                c.met ? (
                  <CheckCircleFilled style={{ color: '#52c41a', fontSize: 18 }} aria-label="Cumplida" />
                ) : (
                  <CloseCircleFilled style={{ color: '#ff4d4f', fontSize: 18 }} aria-label="Pendiente" />
                )
              }
              title={c.label}
              description={c.detail}
            />
          </List.Item>
        )}
      />
      {uncheckable.map((what) => (
        <Alert key={what} type="warning" showIcon title={`No se pudo comprobar ${what}`} />
      ))}
      <Space orientation="vertical" style={{ marginTop: 16 }}>
        {!ready && (
          <Typography.Text type="secondary">
            El proceso se puede iniciar cuando todas las condiciones estén cumplidas.
          </Typography.Text>
        )}
        <Button type="primary" disabled={!ready} onClick={onStart}>
          Iniciar proceso
        </Button>
      </Space>
    </section>
  );
}
