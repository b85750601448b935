import { responseLightLabels, type ResponseLight as Light } from '@enlaza/contract';
import { Tag } from 'antd';
import { dayjs } from '../../lib/dates';

/** The traffic light's colours (spec 002 §9); the dot is decoration, the label says it in words. */
export const responseLightColors: Record<Light, string> = {
  RED: '#cf1322',
  YELLOW: '#d4b106',
  GREEN: '#389e0d',
};

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A measurement's traffic light: a coloured dot and its colour in words ('Semáforo' read before it). */
export function ResponseLightTag({ light }: { light: Light }) {
  return (
    <Tag
      style={{ marginInlineEnd: 0, display: 'inline-flex', alignItems: 'center', gap: 6 }}
      data-light={light.toLowerCase()}
    >
      <span
        aria-hidden
        style={{
          display: 'inline-block',
          width: 10,
          height: 10,
          borderRadius: '50%',
          background: responseLightColors[light],
          boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.25)',
        }}
      />
      <span style={visuallyHidden}>Semáforo </span>
      {responseLightLabels[light]}
    </Tag>
  );
}

/** A send date as the panel shows it (spec 002 §9: DD-MM-YY, in Chile's time zone). */
export const formatSendDate = (iso: string) => dayjs(iso).tz().format('DD-MM-YY');
