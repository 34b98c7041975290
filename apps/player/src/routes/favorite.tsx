import { createFileRoute } from '@tanstack/react-router';
import { accountGamesRoute } from './-screen-routes';

export const Route = createFileRoute('/favorite')(accountGamesRoute('favorites'));
