import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface PercentBar {
  key: string;
  label: string;
  /** 0-100. */
  value: number;
  color: string;
}

/**
 * Percentages as vertical bars, one colour each. Decoration for sighted readers: the page says the same figures in
 * words next to it, so the chart is hidden from screen readers.
 */
export function PercentBarChart({ bars, valueName }: { bars: PercentBar[]; valueName: string }) {
  return (
    <div style={{ flex: '1 1 320px', minWidth: 0, height: 220 }} aria-hidden>
      <ResponsiveContainer>
        <BarChart accessibilityLayer={false} data={bars} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} interval={0} />
          <YAxis domain={[0, 100]} unit=" %" tick={{ fontSize: 12 }} />
          <Tooltip formatter={(value) => [`${String(value)} %`, valueName]} />
          <Bar dataKey="value" name={valueName} maxBarSize={56} isAnimationActive={false}>
            {bars.map((bar) => (
              <Cell key={bar.key} fill={bar.color} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
