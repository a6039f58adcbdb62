// Spec §2: "Coordinates (latitude and longitude, 4 decimals)", e.g. "48.8566, 2.3522".

export function formatCoordinates(lat: number, lng: number): string {
  return `${formatDegrees(lat)}, ${formatDegrees(lng)}`;
}

function formatDegrees(value: number): string {
  const text = value.toFixed(4);
  // A tiny negative value rounds to "-0.0000", which reads like a different place than 0.
  return text === '-0.0000' ? '0.0000' : text;
}
