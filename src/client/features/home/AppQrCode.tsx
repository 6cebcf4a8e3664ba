import { useMemo } from 'react';
import { create } from 'qrcode';

/** Quiet zone the QR standard asks for around the code, in modules. */
const MARGIN = 4;

function qrPath(value: string) {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) d += `M${col + MARGIN} ${row + MARGIN}h1v1h-1z`;
    }
  }
  return { d, extent: modules.size + 2 * MARGIN };
}

/** A QR code for `value`, drawn in the page as SVG. */
export function AppQrCode({ value, label, size }: { value: string; label: string; size: number }) {
  const { d, extent } = useMemo(() => qrPath(value), [value]);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${extent} ${extent}`} shapeRendering="crispEdges">
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={d} fill="#212121" />
    </svg>
  );
}
