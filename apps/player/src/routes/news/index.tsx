import { createFileRoute } from '@tanstack/react-router';
import { postsRoute } from '../-screen-routes';

export const Route = createFileRoute('/news/')(postsRoute('news'));
