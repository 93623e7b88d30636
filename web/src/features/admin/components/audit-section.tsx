export function AuditSection() {
  return <p>To be built.</p>;
}
