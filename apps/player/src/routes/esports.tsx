import { createFileRoute } from '@tanstack/react-router';
import { gameCenterRoute } from './-screen-routes';

export const Route = createFileRoute('/esports')(gameCenterRoute('ESPORTS'));
