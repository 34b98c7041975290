import { createFileRoute } from '@tanstack/react-router';
import { postRoute } from '../-screen-routes';

export const Route = createFileRoute('/news/$id')(postRoute('news'));
