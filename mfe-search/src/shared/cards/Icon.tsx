const paths = {
  heart: 'M8 14s-6-3.6-6-8a3.3 3.3 0 0 1 6-1.9A3.3 3.3 0 0 1 14 6c0 4.4-6 8-6 8z',
  chat: 'M2 2.5h12v8.5H6.5L3 14v-3H2z',
} as const;

/** A small line icon beside (or instead of) a button's text; decorative, the button carries the name. */
export function Icon({
  name,
  filled = false,
  size = 16,
}: {
  name: keyof typeof paths;
  filled?: boolean;
  size?: number;
}) {
  return (
    <svg viewBox="0 0 16 16" width={size} height={size} aria-hidden="true" focusable="false" className="flex-shrink-0">
      <path
        d={paths[name]}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
