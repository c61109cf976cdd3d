/** The CoastBook mark: a container ship on a wave, drawn inline so the header needs no image request. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b2545" />
      <rect x="19" y="22" width="8" height="11" rx="1" fill="#e2e8f0" />
      <rect x="28" y="17" width="8" height="16" rx="1" fill="#5eead4" />
      <rect x="37" y="24" width="8" height="9" rx="1" fill="#e2e8f0" />
      <path d="M10 35h44l-7 11H17z" fill="#14b8a6" />
      <path d="M8 51c4 0 4-3 8-3s4 3 8 3 4-3 8-3 4 3 8 3 4-3 8-3 4 3 8 3" stroke="#7dd3fc" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}
