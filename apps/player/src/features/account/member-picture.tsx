/** The member's avatar, or the first letter of the name before one was chosen. */
export function MemberPicture({
  url,
  name,
  size,
}: {
  url: string | null;
  name: string;
  size: number;
}) {
  if (url) {
    return (
      <img
        src={url}
        alt=""
        width={size}
        height={size}
        className="rounded-full border border-border bg-surface-hover object-cover"
        style={{ width: size, height: size }}
        data-testid="member-picture"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="grid place-items-center rounded-full bg-[image:var(--ui-gradient-accent)] font-bold uppercase text-accent-contrast"
      style={{ width: size, height: size, fontSize: size / 2.5 }}
    >
      {name.slice(0, 1)}
    </span>
  );
}
