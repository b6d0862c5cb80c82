import { Hammer } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { StatePanel } from '../../components/ui/state-panel';

/** The one placeholder for screens that later issues will build. */
export function NotBuiltPanel({ title, description }: { title: string; description: string }) {
  return (
    <Card>
      <StatePanel icon={<Hammer />} title={title} description={description} className="py-16" />
    </Card>
  );
}
