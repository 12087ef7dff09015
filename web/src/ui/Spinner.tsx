/** A spinner; with a label it is also announced as a status, otherwise it is decoration. */
export function Spinner({ size = 'small', label }: { size?: 'small' | 'large'; label?: string }) {
  const spinner = (
    <span className={size === 'large' ? 'spinner spinner--large' : 'spinner'} aria-hidden="true" />
  );
  if (!label) return spinner;
  return (
    <span role="status">
      {spinner}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
