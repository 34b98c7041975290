// A datetime-local input's value (`YYYY-MM-DDTHH:mm`) read as a wall-clock time of the
// merchant's zone, and back: staff schedule content in the merchant's time, wherever they are.

const parts = (epoch: number, timeZone: string | undefined) => {
  const values = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(epoch)
      .map((p) => [p.type, p.value]),
  );
  return values as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
};

/** The zone's offset from UTC at `epoch`, in milliseconds. */
function offsetAt(epoch: number, timeZone: string | undefined): number {
  const p = parts(epoch, timeZone);
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return wall - Math.floor(epoch / 1000) * 1000;
}

/** `YYYY-MM-DDTHH:mm` of `epoch` in the zone. */
export function toZonedInput(epoch: number, timeZone: string | undefined): string {
  const p = parts(epoch, timeZone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** The instant of a `YYYY-MM-DDTHH:mm` wall-clock time in the zone; null when not one. */
export function fromZonedInput(value: string, timeZone: string | undefined): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  if (Number.isNaN(wall)) return null;
  // Two passes settle the offset across a daylight-saving change.
  let epoch = wall - offsetAt(wall, timeZone);
  epoch = wall - offsetAt(epoch, timeZone);
  return epoch;
}
