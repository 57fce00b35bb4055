const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

export function Avatar({ name }: { name: string }) {
  return (
    <span className="pro__avatar" aria-hidden="true">
      {initials(name)}
    </span>
  );
}
