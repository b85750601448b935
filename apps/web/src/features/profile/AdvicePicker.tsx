import { StarFilled, StarOutlined } from '@ant-design/icons';
import { ADVICES_MAX, ADVICES_MIN, profileMessages as m, type Advice } from '@enlaza/contract';
import { Button, Checkbox, type FormRule } from 'antd';
import type { AdviceValue } from './wizardValues';

/** The step 1 rule for objectives, message by message (spec 000 §5): 3 to 4, then exactly one main among them. */
export function adviceProblem(value: AdviceValue | undefined): string | null {
  const adviceIds = value?.adviceIds ?? [];
  if (adviceIds.length < ADVICES_MIN) return m.advicesMin;
  if (adviceIds.length > ADVICES_MAX) return m.advicesMax;
  if (!value?.mainAdviceId || !adviceIds.includes(value.mainAdviceId)) return m.mainAdvice;
  return null;
}

export const adviceRules: FormRule[] = [
  {
    validator: async (_rule, value: AdviceValue | undefined) => {
      const problem = adviceProblem(value);
      if (problem) throw new Error(problem);
    },
  },
];

interface AdvicePickerProps {
  advices: Advice[];
  value?: AdviceValue;
  onChange?: (value: AdviceValue) => void;
  id?: string;
}

/** Objectives as checkboxes, each with a star that makes it the main one (marking a star also checks it). */
export function AdvicePicker({ advices, value, onChange, id }: AdvicePickerProps) {
  const adviceIds = value?.adviceIds ?? [];
  const mainAdviceId = value?.mainAdviceId ?? null;

  const toggle = (adviceId: string, checked: boolean) => {
    const next = checked ? [...adviceIds, adviceId] : adviceIds.filter((a) => a !== adviceId);
    onChange?.({ adviceIds: next, mainAdviceId: mainAdviceId === adviceId && !checked ? null : mainAdviceId });
  };
  const markMain = (adviceId: string) => {
    const next = adviceIds.includes(adviceId) ? adviceIds : [...adviceIds, adviceId];
    onChange?.({ adviceIds: next, mainAdviceId: adviceId });
  };

  return (
    <div className="advice-picker" id={id} role="group" aria-label="Objetivos de mentoría">
      {advices.map((advice) => {
        const checked = adviceIds.includes(advice.adviceId);
        const isMain = advice.adviceId === mainAdviceId;
        return (
          <div key={advice.adviceId} className="advice-picker__row">
            <Checkbox checked={checked} onChange={(e) => toggle(advice.adviceId, e.target.checked)}>
              {advice.adviceName}
            </Checkbox>
            <Button
              type="text"
              shape="circle"
              className={`advice-picker__star${isMain ? ' advice-picker__star--main' : ''}`}
              icon={isMain ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
              aria-pressed={isMain}
              aria-label={`Objetivo principal: ${advice.adviceName}`}
              title={isMain ? 'Objetivo principal' : 'Marcar como objetivo principal'}
              onClick={() => markMain(advice.adviceId)}
            />
          </div>
        );
      })}
    </div>
  );
}
