import { invitationStatusLabels, type InvitationCounts, type InvitationStatus } from '@enlaza/contract';
import { Space, Tag, Typography } from 'antd';
import { Cell, Pie, PieChart, Tooltip } from 'recharts';

const order: InvitationStatus[] = ['PENDING', 'REJECTED', 'APPROVED'];
export const invitationColors: Record<InvitationStatus, string> = {
  PENDING: '#faad14',
  REJECTED: '#ff4d4f',
  APPROVED: '#52c41a',
};
export const invitationTagColors: Record<InvitationStatus, string> = {
  PENDING: 'gold',
  REJECTED: 'red',
  APPROVED: 'green',
};

/** Spec 001 §2 "Mentors tab": the invitation pie (Pendientes, Desistidas, Confirmadas) with its counts as text. */
export function InvitationStatusPie({ counts, title }: { counts: InvitationCounts; title: string }) {
  const data = order.map((status) => ({ status, name: invitationStatusLabels[status], value: counts[status] }));
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const summary = data.map((d) => `${d.name}: ${d.value}`).join(', ');
  return (
    <figure style={{ margin: 0, minWidth: 200 }} aria-label={`Invitaciones ${title}`}>
      {total > 0 ? (
        <div role="img" aria-label={`Gráfico de invitaciones. ${summary}`}>
          <PieChart width={200} height={180}>
            <Pie data={data} dataKey="value" nameKey="name" innerRadius={40} outerRadius={80} isAnimationActive={false}>
              {data.map((d) => (
                <Cell key={d.status} fill={invitationColors[d.status]} />
              ))}
            </Pie>
            <Tooltip />
          </PieChart>
        </div>
      ) : (
        <Typography.Text type="secondary">Aún no hay invitaciones</Typography.Text>
      )}
      <figcaption>
        <Space wrap size={4}>
          {data.map((d) => (
            <Tag key={d.status} color={invitationTagColors[d.status]}>
              {d.name}: {d.value}
            </Tag>
          ))}
        </Space>
      </figcaption>
    </figure>
  );
}
