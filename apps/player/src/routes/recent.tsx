import { createFileRoute } from '@tanstack/react-router';
import { accountGamesRoute } from './-screen-routes';

export const Route = createFileRoute('/recent')(accountGamesRoute('recent'));
