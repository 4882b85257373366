import { NotBuiltYet } from '@/components/ui/states';

export default function Page() {
  return <NotBuiltYet title="Reset password" />;
}
