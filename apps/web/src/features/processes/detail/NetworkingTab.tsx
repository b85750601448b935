import { affinityPreferenceLabels, type ProcessDetail } from '@enlaza/contract';
import { Alert, Descriptions, Space } from 'antd';

/** The process's networking configuration; its matches arrive with the matching engine. */
export function NetworkingTab({ process }: { process: ProcessDetail }) {
  const config = process.networking;
  if (!config) return <Alert type="info" showIcon title="Este proceso no tiene configuración de networking" />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions
        title="Configuración Matchs"
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          {
            key: 'area',
            label: 'Área en la empresa',
            children: affinityPreferenceLabels[config.businessAreaConfiguration],
          },
          {
            key: 'position',
            label: 'Nivel en la empresa',
            children: affinityPreferenceLabels[config.businessPositionConfiguration],
          },
          {
            key: 'interests',
            label: 'Intereses',
            children: affinityPreferenceLabels[config.interestTypeConfiguration],
          },
          { key: 'region', label: 'Región', children: affinityPreferenceLabels[config.regionConfiguration] },
          { key: 'matches', label: 'Matchs por mentee', children: config.numberOfMatch },
          ...(config.numberOfChatsEnabled != null
            ? [{ key: 'chats', label: 'Chats habilitados', children: config.numberOfChatsEnabled }]
            : []),
        ]}
      />
    </Space>
  );
}
