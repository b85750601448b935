import {
  pairCriteria,
  pairCriterionDescriptions,
  pairCriterionLabels,
  pairWeightsMessages,
  pairWeightsSchema,
  type PairWeights,
} from '@enlaza/contract';
import { Alert, App as AntApp, Button, Card, Flex, Form, InputNumber, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessageOf } from '../../../lib/api';
import { usePairWeights, useSavePairWeights } from './pairsApi';
import { weightShares } from './pairsRules';
import { LoadingSpin } from '../../../components/LoadingSpin';

type WeightsForm = Partial<Record<keyof PairWeights, number | null>>;

/**
 * 'Ponderación de criterios' (issue 7): how much each criterion counts in a mentee–mentor affinity, editable in draft
 * or pre-kickoff before the pairs exist. Weights are relative, so each one's resulting share is shown beside it.
 */
export function PairWeightsCard({ processId }: { processId: string }) {
  const { message } = AntApp.useApp();
  const weights = usePairWeights(processId);
  const save = useSavePairWeights(processId);
  const [form] = Form.useForm<WeightsForm>();
  const values = Form.useWatch([], form) as WeightsForm | undefined;
  const [formError, setFormError] = useState<string | null>(null);
  const loaded = weights.data?.weights;

  useEffect(() => {
    if (loaded) form.setFieldsValue(loaded);
  }, [form, loaded]);

  if (weights.isPending) return <LoadingSpin label="Cargando la ponderación de criterios" />;
  if (!weights.data) return <Alert type="error" showIcon title={errorMessageOf(weights.error)} />;
  const { editable, lockedBecause, defaults, isDefault } = weights.data;
  const shares = weightShares(values ?? weights.data.weights);

  const onFinish = (submitted: WeightsForm) => {
    const parsed = pairWeightsSchema.safeParse(submitted);
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]?.message ?? pairWeightsMessages.saveFailed);
      return;
    }
    setFormError(null);
    save.mutate(parsed.data, {
      onSuccess: () => message.success(pairWeightsMessages.saved),
      onError: (error) => message.error(`${pairWeightsMessages.saveFailed}: ${errorMessageOf(error)}`),
    });
  };

  return (
    <Card size="small" title="Ponderación de criterios" style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">
        Cuánto pesa cada criterio en la afinidad entre mentee y mentora. Los pesos son relativos (0 a 100): la
        participación de cada criterio es su peso dividido por la suma de todos.
        {isDefault ? ' Este proceso usa los valores por defecto.' : ''}
      </Typography.Paragraph>
      {lockedBecause && (
        <Alert type="info" showIcon title={pairWeightsMessages.locked[lockedBecause]} style={{ marginBottom: 12 }} />
      )}
      <Form<WeightsForm>
        form={form}
        layout="vertical"
        disabled={!editable || save.isPending}
        initialValues={weights.data.weights}
        onValuesChange={() => setFormError(null)}
        onFinish={onFinish}
      >
        <Flex wrap gap={16}>
          {pairCriteria.map((criterion) => (
            <Form.Item
              key={criterion}
              name={criterion}
              label={pairCriterionLabels[criterion]}
              extra={
                <>
                  <span>{pairCriterionDescriptions[criterion]}</span>
                  <br />
                  <Typography.Text strong aria-live="polite">
                    {shares ? `Participación: ${shares[criterion].toLocaleString('es-CL')}%` : 'Participación: -'}
                  </Typography.Text>
                </>
              }
              rules={[
                { required: true, message: 'Ingrese un número' },
                { type: 'integer', min: 0, max: 100, message: 'Ingrese un número entero entre 0 y 100' },
              ]}
              style={{ flex: '1 1 220px', maxWidth: 320 }}
            >
              <InputNumber min={0} max={100} precision={0} style={{ width: 120 }} />
            </Form.Item>
          ))}
        </Flex>
        {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 12 }} />}
        {editable && (
          <Flex wrap gap={8}>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              Guardar
            </Button>
            <Button
              onClick={() => {
                form.setFieldsValue(defaults);
                setFormError(null);
              }}
            >
              Restablecer valores por defecto
            </Button>
          </Flex>
        )}
      </Form>
    </Card>
  );
}
