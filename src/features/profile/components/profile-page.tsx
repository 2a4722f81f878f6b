import { Placeholder } from '../../../components/layout';

/** Min sida (/profile/) — placeholder until its issue lands. */
export default function ProfilePage() {
  return <Placeholder title="Min sida" />;
}
