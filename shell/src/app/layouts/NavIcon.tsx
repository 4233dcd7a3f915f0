const paths = {
  members: 'M7 2.5a4.5 4.5 0 1 0 0 9a4.5 4.5 0 0 0 0-9zM10.3 10.3L14 14',
  chats: 'M2 2.5h12v8.5H6.5L3 14v-3H2z',
  likes: 'M8 14s-6-3.6-6-8a3.3 3.3 0 0 1 6-1.9A3.3 3.3 0 0 1 14 6c0 4.4-6 8-6 8z',
  profile: 'M8 2a3 3 0 1 1 0 6a3 3 0 0 1 0-6zM2.5 14.5c0-3.2 2.5-5 5.5-5s5.5 1.8 5.5 5',
  logout: 'M6 2.5H3v11h3M10.5 5l3 3l-3 3M13.5 8H6.5',
  premium: 'M8 1.8l1.9 3.9l4.3.6l-3.1 3l.7 4.3L8 11.6l-3.8 2l.7-4.3l-3.1-3l4.3-.6z',
} as const;

export type NavIconName = keyof typeof paths;

/** A line icon for the header; decorative, the link or button beside it carries the name. */
export function NavIcon({ name }: { name: NavIconName }) {
  return (
    <svg viewBox="0 0 16 16" width="20" height="20" aria-hidden="true" focusable="false" className="flex-shrink-0">
      <path
        d={paths[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
