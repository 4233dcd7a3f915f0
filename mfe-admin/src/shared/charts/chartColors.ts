/**
 * The series colours of the console's charts, in order: Bootstrap's palette at a strength that keeps lines and bars
 * apart on white (and for the common colour-vision deficiencies: blue, orange, green, purple, red, teal).
 */
export const seriesColors = ['#0d6efd', '#fd7e14', '#198754', '#6f42c1', '#dc3545', '#20c997', '#6c757d'] as const;

export const colorAt = (index: number) => seriesColors[index % seriesColors.length] as string;
