import type { ProcessStatus } from '@enlaza/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { processPath } from './processFormat';
import { usePrefetchProcess } from './processesApi';

/** A link to a process's page that starts loading it as soon as the pointer rests on it or it gets the focus. */
export function ProcessLink({
  process,
  children,
}: {
  process: { processId: string; status: ProcessStatus };
  children: ReactNode;
}) {
  const prefetch = usePrefetchProcess();
  const start = () => prefetch(process.processId);
  return (
    <Link to={processPath(process)} onMouseEnter={start} onFocus={start}>
      {children}
    </Link>
  );
}
