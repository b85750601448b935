import { Flex, Skeleton } from 'antd';

/** A process page while it loads: the shape of its header, tabs and first card, announced to screen readers. */
export function ProcessPageSkeleton() {
  return (
    <div role="status" aria-label="Cargando proceso" aria-busy="true">
      <Skeleton active title={{ width: '45%' }} paragraph={{ rows: 1, width: '30%' }} />
      <Flex gap={8} wrap style={{ margin: '8px 0 24px' }}>
        {['general', 'participants', 'sessions', 'measurements'].map((tab) => (
          <Skeleton.Button key={tab} active size="small" style={{ width: 96 }} />
        ))}
      </Flex>
      <Skeleton active title={false} paragraph={{ rows: 6 }} />
    </div>
  );
}
