import { Placeholder } from '../../../components/layout';

/** A person's time (/admin/list/user/:id) — placeholder until its issue lands. */
export default function UserTimePage() {
  return <Placeholder title="Arbetstid" />;
}
