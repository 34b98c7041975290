import { createFileRoute } from '@tanstack/react-router';
import { lobbyRoute } from './-screen-routes';

export const Route = createFileRoute('/fish')(lobbyRoute('FISH'));
