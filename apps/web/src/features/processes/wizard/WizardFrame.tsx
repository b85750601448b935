import { processMessages, type ProcessDetail } from '@enlaza/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Empty, Skeleton, Steps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ApiError, errorMessageOf } from '../../../lib/api';
import { useMediaQuery } from '../../../lib/useMediaQuery';

/** What both process wizards (mentoring and attraction) show around their steps. */

interface WizardStepsProps {
  step: number;
  titles: readonly string[];
  /** Opens a step; absent before the process exists (nothing to open yet). */
  onOpen?: (step: number) => void;
  /** A step that cannot be opened even once the process exists. */
  isUnavailable?: (step: number) => boolean;
}

/** The steps, named and clickable; on phones, where the titles do not fit, the current one is named instead. */
export function WizardSteps({ step, titles, onOpen, isUnavailable }: WizardStepsProps) {
  const narrow = useMediaQuery('(max-width: 768px)');
  return (
    <nav aria-label="Pasos del asistente" style={{ margin: '16px 0 24px', overflowX: 'auto' }}>
      {narrow ? (
        <Typography.Text strong>
          Paso {step} de {titles.length}: {titles[step - 1]}
        </Typography.Text>
      ) : (
        <Steps
          current={step - 1}
          size="small"
          responsive={false}
          onChange={onOpen ? (index) => onOpen(index + 1) : undefined}
          items={titles.map((title, index) => ({
            title,
            disabled: !onOpen || (isUnavailable?.(index + 1) ?? false),
          }))}
        />
      )}
    </nav>
  );
}

/** While the process is loading, or when it could not be read: the page to show instead of the steps. */
export function WizardProcessPending({
  heading,
  process,
}: {
  heading: ReactNode;
  process: UseQueryResult<ProcessDetail>;
}) {
  return (
    <section>
      {heading}
      {process.isPending ? (
        <Skeleton active />
      ) : process.error instanceof ApiError && process.error.status === 404 ? (
        <Empty description={processMessages.loadFailed} />
      ) : (
        <Alert type="error" showIcon title={processMessages.loadFailed} description={errorMessageOf(process.error)} />
      )}
    </section>
  );
}
