import { affinityPreferenceLabels, type NetworkingConfiguration } from '@enlaza/contract';
import { Descriptions } from 'antd';

/** The process's 'Configuración Matchs' (spec 001 §2 wizard step 5), read-only. */
export function NetworkingConfigSummary({ config }: { config: NetworkingConfiguration }) {
  return (
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
  );
}
