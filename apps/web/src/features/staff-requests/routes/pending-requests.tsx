import { NotBuiltYet } from '@/components/ui/states';

export default function Page() {
  return <NotBuiltYet title="Pending Admin Approvals" />;
}
