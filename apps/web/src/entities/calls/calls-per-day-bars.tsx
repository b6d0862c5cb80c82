import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat } from '../../lib/format';

/** One stack of the bars: its field in the rows, its name in the legend and tooltip, its colour. */
export type CallBarSeries<Key extends string> = { key: Key; name: string; fill: string };

const TICK = { fill: 'var(--color-neutral-500)', fontSize: 12 };

/**
 * Calls per day as stacked bars, `series` bottom to top and in that order in the legend. Hidden
 * from assistive technology: the card that shows it has a table saying the same. Load it lazily
 * (recharts).
 */
export function CallsPerDayBars<Key extends string>({
  rows,
  series,
  className,
}: {
  rows: Array<{ label: string } & Record<Key, number>>;
  series: CallBarSeries<Key>[];
  /** The chart's height, a Tailwind class. */
  className: string;
}) {
  const format = useFormat();
  const order = series.map((entry) => entry.key as string);
  return (
    <div aria-hidden="true" className={`${className} w-full`}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} strokeDasharray="3 3" stroke="var(--color-neutral-200)" />
          <XAxis dataKey="label" tickLine={false} axisLine={false} tick={TICK} interval="preserveStartEnd" />
          <YAxis tickLine={false} axisLine={false} tick={TICK} width={40} allowDecimals={false} />
          <Tooltip
            cursor={{ fill: 'var(--color-neutral-100)', opacity: 0.5 }}
            formatter={(value, name) => [format.number(Number(value)), name]}
          />
          {/* In the bars' order, the same in every language (the default sorts by the translated name). */}
          <Legend
            iconType="circle"
            wrapperStyle={{ fontSize: 12 }}
            itemSorter={(item) => order.indexOf(String(item.dataKey))}
          />
          {series.map(({ key, name, fill }) => (
            <Bar key={key} dataKey={key} name={name} stackId="calls" fill={fill} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
