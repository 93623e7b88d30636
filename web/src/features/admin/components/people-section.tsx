export function PeopleSection({ adminId: _adminId }: { adminId: string }) {
  return <p>To be built.</p>;
}
