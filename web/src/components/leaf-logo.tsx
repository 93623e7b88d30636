type LeafLogoProps = { className?: string };

/** The Leafwise mark (also public/favicon.svg): a leaf with its midrib and veins. Decorative, so hidden. */
export function LeafLogo({ className }: LeafLogoProps) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M3.5 28.5 7 25" stroke="#8fc98a" strokeWidth="2" strokeLinecap="round" />
      <path d="M6 26C6 14 14 5 27 5c0 13-8 21-21 21Z" fill="#8fc98a" />
      <path d="M6 26C6 14 14 5 27 5" fill="#b9e0b0" opacity="0.55" />
      <g fill="none" stroke="#1f4a2c" strokeLinecap="round">
        <path d="M7 25 22 10" strokeWidth="1.8" />
        <path
          d="M11 21c1.5.2 3.5.1 5.5-.6M11 21c-.2-1.5-.1-3.5.6-5.5M15.5 16.5c1.5.2 3.3 0 5-.8M15.5 16.5c-.2-1.5 0-3.3.8-5"
          strokeWidth="1.3"
        />
      </g>
    </svg>
  );
}
