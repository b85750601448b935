import { Checkbox } from 'antd';
import type { CheckboxGroupProps } from 'antd/es/checkbox';

/**
 * A checkbox group inside a required Form.Item. The item marks its control `aria-required`, which ARIA allows on a
 * single control but not on a group of checkboxes (assistive technology may then ignore or misread the group); the
 * label's asterisk and the validation message still tell that a choice is needed.
 */
export function CheckboxGroupField<T = unknown>({ 'aria-required': _notForGroups, ...props }: CheckboxGroupProps<T>) {
  return <Checkbox.Group<T> {...props} />;
}
