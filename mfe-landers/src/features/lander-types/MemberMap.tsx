import type { LanderMap, LanderProfile } from 'shared-contracts/api';

/** The drawing's width in its own units; the height follows the country's aspect. */
const WIDTH = 1000;

/**
 * The country drawn from our own data, no tiles: each region a soft disc at its centre (together they make the
 * country's shape), the visitor's region highlighted, members as small photos at their jittered positions.
 */
export function MemberMap({
  map,
  profiles,
  label,
  youLabel,
  mark = '',
}: {
  map: LanderMap;
  profiles: LanderProfile[];
  label: string;
  youLabel: string;
  /** The site's fictional mark (settings.fictional_icon), on the faces of fictional profiles; '' for none. */
  mark?: string;
}) {
  const height = Math.round(WIDTH / map.aspect);
  const spread = Math.max(WIDTH, height) / Math.max(4, Math.sqrt(map.regions.length) * 2.2);
  const visitor = map.regions.find((region) => region.id === map.visitor_region);
  const placed = profiles.filter((profile) => profile.x !== undefined && profile.y !== undefined);
  const avatar = Math.round(spread * 0.45);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-label={label}
      data-testid="lander-map-svg"
      preserveAspectRatio="xMidYMid meet"
    >
      <defs>
        <radialGradient id="lander-region-glow">
          <stop offset="0" stopColor="#d9b8ee" stopOpacity="0.9" />
          <stop offset="1" stopColor="#d9b8ee" stopOpacity="0" />
        </radialGradient>
        {placed.map((profile) => (
          <clipPath id={`lander-face-${profile.id}`} key={profile.id}>
            <circle cx={(profile.x ?? 0) * WIDTH} cy={(profile.y ?? 0) * height} r={avatar / 2} />
          </clipPath>
        ))}
      </defs>
      {map.regions.map((region) => (
        <circle
          key={`glow-${region.id}`}
          cx={region.x * WIDTH}
          cy={region.y * height}
          r={spread}
          fill="url(#lander-region-glow)"
        />
      ))}
      {map.regions.map((region) => (
        <circle
          key={region.id}
          className={
            region.id === map.visitor_region ? 'lander-map-region lander-map-region-visitor' : 'lander-map-region'
          }
          cx={region.x * WIDTH}
          cy={region.y * height}
          r={region.id === map.visitor_region ? 14 : 8}
        />
      ))}
      {visitor && (
        <g data-testid="lander-map-visitor">
          <circle className="lander-map-pulse" cx={visitor.x * WIDTH} cy={visitor.y * height} r={40} />
          <text
            x={visitor.x * WIDTH}
            y={visitor.y * height - 26}
            textAnchor="middle"
            fontSize="26"
            fontWeight="700"
            style={{ fill: 'var(--bs-primary)' }}
          >
            {youLabel}
          </text>
        </g>
      )}
      {placed.map((profile) => {
        const cx = (profile.x ?? 0) * WIDTH;
        const cy = (profile.y ?? 0) * height;
        return (
          <g key={profile.id} data-testid="lander-map-member">
            <circle className="lander-map-member" cx={cx} cy={cy} r={avatar / 2 + 4} />
            <image
              href={profile.photo}
              x={cx - avatar / 2}
              y={cy - avatar / 2}
              width={avatar}
              height={avatar}
              clipPath={`url(#lander-face-${profile.id})`}
              preserveAspectRatio="xMidYMid slice"
            />
            {mark && profile.fictional && (
              // On the face's lower right edge, as a tile's mark is on its photo.
              <g className="lander-map-mark" data-testid="fictional-mark">
                <circle cx={cx + avatar * 0.36} cy={cy + avatar * 0.36} r={avatar * 0.22} />
                <text
                  x={cx + avatar * 0.36}
                  y={cy + avatar * 0.36}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={avatar * 0.28}
                >
                  {mark}
                </text>
              </g>
            )}
          </g>
        );
      })}
    </svg>
  );
}
