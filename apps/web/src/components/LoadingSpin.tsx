import { Spin, type SpinProps } from 'antd';

/**
 * A spinner that tells screen readers what is loading. A label needs a role to be read (axe refuses an aria-label on
 * a bare div); antd passes attributes it does not know to the spinner's element, `role` included, though its types
 * do not list it.
 */
export function LoadingSpin({ label, ...spin }: Omit<SpinProps, 'children'> & { label: string }) {
  return <Spin {...spin} {...({ role: 'status' } as object)} aria-label={label} />;
}
