import { createFileRoute, redirect } from '@tanstack/react-router';

// The console lives at /agent; its domain root leads there.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/agent', replace: true });
  },
});
