export function BoardSection() {
  return <p>To be built.</p>;
}
