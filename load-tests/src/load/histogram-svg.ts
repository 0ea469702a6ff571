/** A latency histogram as a self-contained SVG: log-spaced buckets (0.5 ms to 10 s), bar height = share of samples. */
export function latencyHistogramSvg(title: string, samples: readonly number[]): string {
  const edges: number[] = [];
  for (let edge = 0.5; edge <= 10_000; edge *= 2) edges.push(edge);
  const counts = edges.map(() => 0);
  let over = 0;
  for (const ms of samples) {
    const index = edges.findIndex((edge) => ms <= edge);
    if (index === -1) over += 1;
    else counts[index]! += 1;
  }
  const bars = [...counts, over];
  const labels = [...edges.map((e) => (e < 1000 ? `${e}` : `${e / 1000}s`)), '>10s'];
  const width = 40 * bars.length + 60;
  const height = 240;
  const top = Math.max(1, ...bars);
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const rects = bars
    .map((count, i) => {
      const h = Math.round((count / top) * 160);
      const x = 50 + i * 40;
      return [
        `<rect x="${x}" y="${190 - h}" width="32" height="${h}" fill="#4c78a8"><title>${escape(labels[i]!)} ms: ${count}</title></rect>`,
        count > 0 ? `<text x="${x + 16}" y="${185 - h}" font-size="10" text-anchor="middle">${count}</text>` : '',
        `<text x="${x + 16}" y="205" font-size="10" text-anchor="middle">${escape(labels[i]!)}</text>`,
      ].join('');
    })
    .join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif">
  <text x="10" y="18" font-size="13">${escape(title)}: ${samples.length} samples (upper bucket edge, ms)</text>
  <line x1="45" y1="190" x2="${width - 10}" y2="190" stroke="#333"/>
  ${rects}
</svg>
`;
}
