/** Bucket counts of latency samples: log-spaced upper edges (0.5 ms to 10 s), the last count above 10 s. */
export interface LatencyHistogram {
  upperEdgesMs: number[];
  /** One more than the edges: the last bucket holds the samples above the highest edge. */
  counts: number[];
}

const EDGES: number[] = [];
for (let edge = 0.5; edge <= 10_000; edge *= 2) EDGES.push(edge);

export function histogramOf(samples: readonly number[]): LatencyHistogram {
  const counts = [...EDGES.map(() => 0), 0];
  for (const ms of samples) {
    const index = EDGES.findIndex((edge) => ms <= edge);
    counts[index === -1 ? EDGES.length : index]! += 1;
  }
  return { upperEdgesMs: [...EDGES], counts };
}

/** Latency samples by name as histograms (the JSON keeps these rather than every sample). */
export function histogramsOf(samples: Record<string, readonly number[]>): Record<string, LatencyHistogram> {
  return Object.fromEntries(Object.entries(samples).map(([name, ms]) => [name, histogramOf(ms)]));
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A histogram as a self-contained SVG, bar height = share of samples. */
export function histogramSvg(title: string, histogram: LatencyHistogram): string {
  const bars = histogram.counts;
  const labels = [...histogram.upperEdgesMs.map((e) => (e < 1000 ? `${e}` : `${e / 1000}s`)), '>10s'];
  const total = bars.reduce((sum, n) => sum + n, 0);
  const width = 40 * bars.length + 60;
  const height = 240;
  const top = Math.max(1, ...bars);
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
  <text x="10" y="18" font-size="13">${escape(title)}: ${total} samples (upper bucket edge, ms)</text>
  <line x1="45" y1="190" x2="${width - 10}" y2="190" stroke="#333"/>
  ${rects}
</svg>
`;
}

/** A latency histogram of raw samples as a self-contained SVG. */
export function latencyHistogramSvg(title: string, samples: readonly number[]): string {
  return histogramSvg(title, histogramOf(samples));
}
