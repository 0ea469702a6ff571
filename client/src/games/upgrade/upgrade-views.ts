/** A chance in millionths as the screen shows it: percent with two decimals, rounded down like the chance itself. */
export const percent = (millionths: number): string => `${(Math.floor(millionths / 100) / 100).toFixed(2)}%`;
