/** The potato, drawn (emoji fonts are not everywhere): a lumpy brown tuber with eyes and a lit fuse. */
export function PotatoIcon() {
  return (
    <svg viewBox="0 0 64 64" width="100%" height="100%" aria-hidden>
      <path d="M44 10 q4 -6 9 -4" stroke="#6b4b2a" strokeWidth="2.5" fill="none" />
      <circle cx="54" cy="6" r="3.5" fill="#ffcf40" />
      <circle cx="54" cy="6" r="1.8" fill="#ff6a2a" />
      <path
        d="M12 30 C10 16 26 8 38 11 C52 14 58 26 54 40 C50 54 34 58 22 54 C12 50 13 40 12 30 Z"
        fill="#c8914d"
        stroke="#8a5a2b"
        strokeWidth="2"
      />
      <ellipse cx="24" cy="24" rx="2.2" ry="1.6" fill="#8a5a2b" />
      <ellipse cx="40" cy="22" rx="1.8" ry="1.3" fill="#8a5a2b" />
      <ellipse cx="34" cy="40" rx="2.4" ry="1.7" fill="#8a5a2b" />
      <ellipse cx="22" cy="42" rx="1.6" ry="1.2" fill="#8a5a2b" />
      <path d="M20 18 C26 14 34 14 38 16" stroke="#e3b77a" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/** The explosion: a jagged burst. */
export function BoomIcon() {
  return (
    <svg viewBox="0 0 64 64" width="100%" height="100%" aria-hidden>
      <path
        d="M32 2 L38 20 L56 10 L46 28 L62 34 L44 40 L52 58 L34 46 L26 62 L22 44 L4 50 L16 34 L2 24 L20 22 L14 6 L28 16 Z"
        fill="#ff5c3c"
      />
      <path
        d="M32 14 L36 26 L48 22 L40 32 L50 38 L38 38 L40 50 L32 42 L24 50 L26 38 L14 38 L24 32 L16 22 L28 26 Z"
        fill="#ffcf40"
      />
    </svg>
  );
}
