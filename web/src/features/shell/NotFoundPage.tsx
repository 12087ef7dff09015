import { Link } from '../../router.tsx';
import { Card } from '../../ui/Card.tsx';
import { EmptyState } from '../../ui/States.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';

export function NotFoundPage() {
  useDocumentTitle('Not found');
  return (
    <Card>
      <EmptyState
        title="Page not found"
        headingLevel={1}
        actions={
          <Link to="/projects" className="button button--secondary">
            Go to projects
          </Link>
        }
      >
        There is nothing at this address.
      </EmptyState>
    </Card>
  );
}
