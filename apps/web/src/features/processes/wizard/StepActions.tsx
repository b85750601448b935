import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';

interface StepActionsProps {
  /** 'Cancelar' on step 1 (leaves the wizard), 'Atrás' elsewhere (one step back). */
  backLabel?: string;
  onBack: () => void;
  nextLabel?: string;
  onNext?: () => void;
  /** A form's submit button instead of a click handler. */
  submit?: boolean;
  nextLoading?: boolean;
  nextDisabled?: boolean;
  extra?: ReactNode;
}

/** The buttons under every step of the wizard. */
export function StepActions({
  backLabel = 'Atrás',
  onBack,
  nextLabel = 'Siguiente',
  onNext,
  submit,
  nextLoading,
  nextDisabled,
  extra,
}: StepActionsProps) {
  return (
    <Flex gap={8} wrap justify="flex-end" style={{ marginTop: 24 }}>
      {extra}
      <Button onClick={onBack}>{backLabel}</Button>
      <Button
        type="primary"
        htmlType={submit ? 'submit' : 'button'}
        onClick={onNext}
        loading={nextLoading}
        disabled={nextDisabled}
      >
        {nextLabel}
      </Button>
    </Flex>
  );
}
