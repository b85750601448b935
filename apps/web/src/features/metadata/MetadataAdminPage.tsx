import { Tabs, Typography } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { FlatListTab, type NamedItem } from './FlatListTab';
import { useAdvices, useAttributes, useBusinessPositions } from './hooks';
import { IndustriesTab } from './IndustriesTab';

const tabKeys = ['industries', 'attributes', 'advices', 'business_positions'] as const;
type TabKey = (typeof tabKeys)[number];

/** Maps a list query's items to id/name rows, keeping the query's state. */
function useNamedItems<T>(
  query: { data?: T[]; isPending: boolean; isError: boolean; error: unknown },
  toItem: (item: T) => NamedItem,
) {
  const data = useMemo(() => query.data?.map(toItem), [query.data, toItem]);
  return { data, isPending: query.isPending, isError: query.isError, error: query.error };
}

const attributeItem = (a: { attributeId: string; attributeName: string }) => ({
  id: a.attributeId,
  name: a.attributeName,
});
const adviceItem = (a: { adviceId: string; adviceName: string }) => ({ id: a.adviceId, name: a.adviceName });
const positionItem = (p: { businessPositionId: string; businessPosition: string }) => ({
  id: p.businessPositionId,
  name: p.businessPosition,
});

/** /admin/metadata: the reference lists people choose from in their profiles, editable without touching code. */
export function MetadataAdminPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const activeTab: TabKey = tabKeys.includes(requested as TabKey) ? (requested as TabKey) : 'industries';
  const attributes = useNamedItems(useAttributes(), attributeItem);
  const advices = useNamedItems(useAdvices(), adviceItem);
  const positions = useNamedItems(useBusinessPositions(), positionItem);

  return (
    <section aria-labelledby="metadata-title">
      <Typography.Title level={1} id="metadata-title" style={{ margin: 0, fontSize: 24 }}>
        Listas de referencia
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        Las opciones que las personas eligen en su perfil. No se puede eliminar una opción que alguien tiene en su
        perfil.
      </Typography.Paragraph>
      <Tabs
        activeKey={activeTab}
        onChange={(key) => setSearchParams({ tab: key }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'industries', label: 'Industrias y especialidades', children: <IndustriesTab /> },
          {
            key: 'attributes',
            label: 'Cualidades',
            children: (
              <FlatListTab
                list="attributes"
                query={attributes}
                labels={{
                  singular: 'cualidad',
                  add: 'Agregar cualidad',
                  newTitle: 'Nueva cualidad',
                  searchPlaceholder: 'Buscar cualidad',
                  empty: 'Aún no hay cualidades',
                }}
              />
            ),
          },
          {
            key: 'advices',
            label: 'Objetivos de mentoría',
            children: (
              <FlatListTab
                list="advices"
                query={advices}
                labels={{
                  singular: 'objetivo de mentoría',
                  add: 'Agregar objetivo',
                  newTitle: 'Nuevo objetivo de mentoría',
                  searchPlaceholder: 'Buscar objetivo de mentoría',
                  empty: 'Aún no hay objetivos de mentoría',
                }}
              />
            ),
          },
          {
            key: 'business_positions',
            label: 'Niveles de cargo',
            children: (
              <FlatListTab
                list="business_positions"
                query={positions}
                ordered
                labels={{
                  singular: 'nivel de cargo',
                  add: 'Agregar nivel',
                  newTitle: 'Nuevo nivel de cargo',
                  searchPlaceholder: 'Buscar nivel de cargo',
                  empty: 'Aún no hay niveles de cargo',
                }}
              />
            ),
          },
        ]}
      />
    </section>
  );
}
