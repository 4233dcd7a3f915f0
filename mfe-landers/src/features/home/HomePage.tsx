import { useUser } from 'shared-contracts/store';
import { MemberHome } from './MemberHome';
import { VisitorHome } from './VisitorHome';

/** The home page: who is here and how it works for visitors, a short way on for members. */
export default function HomePage() {
  const user = useUser();
  return user ? <MemberHome user={user} /> : <VisitorHome />;
}
