/** A neutral mark until operators' logos arrive from the hub; decorative, the link carries the name. */
export function ShipLogo() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M4 20h24l-4 7H8z M10 19V9h8v10 M18 12h5l3 7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
